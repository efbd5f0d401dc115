import type { MyTestItem } from '@khru/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../testing/render-at';
import { TestListRoute } from './test-list';

const item = (courseId: string, over: Partial<MyTestItem>): MyTestItem => ({
  courseId,
  courseTitleEn: `Course ${courseId}`,
  courseTitleTh: `คอร์ส ${courseId}`,
  thumbnailUrl: null,
  outcome: 'ready',
  bestScorePercent: null,
  retryAt: null,
  certificateId: null,
  ...over,
});

describe('my tests', () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('lists each course with its outcome, best score and retry time, linking to its test and to the certificates', async () => {
    stubApi(() => [
      200,
      [
        item('sql', { outcome: 'notPassed', bestScorePercent: 60, retryAt: '2026-05-02T03:00:00Z' }),
        item('git', { outcome: 'passed', bestScorePercent: 100, certificateId: 'c1' }),
        item('excel', { outcome: 'ready' }),
      ],
    ]);
    renderAt(<TestListRoute />);
    const [sql, git, excel] = (await screen.findAllByRole('listitem')).map((li) => within(li));
    expect(sql!.getByText('Not passed')).toBeInTheDocument();
    expect(sql!.getByText('Best score: 60%')).toBeInTheDocument();
    expect(sql!.getByText('You can try again from 2 May 2026, 10:00.')).toBeInTheDocument();
    expect(sql!.getByRole('link', { name: 'Open: Course sql' })).toHaveAttribute('href', '/test/sql');
    expect(git!.getByText('Certificate earned')).toBeInTheDocument();
    expect(excel!.getByRole('link', { name: 'Start: Course excel' })).toHaveAttribute('href', '/test/excel');
    expect(screen.getByRole('link', { name: 'My certificates' })).toHaveAttribute('href', '/profile?tab=certificates');
  });

  it('says so in Thai when there is no test yet', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    stubApi(() => [200, []]);
    renderAt(<TestListRoute />);
    expect(await screen.findByText(/คุณยังไม่มีแบบทดสอบท้ายคอร์ส/)).toBeInTheDocument();
  });
});
