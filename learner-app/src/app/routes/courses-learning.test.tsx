import type { CourseLearningResponse, CourseProgressResponse } from '@khru/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../testing/render-at';
import { CoursesLearningRoute } from './courses-learning';

const course: CourseLearningResponse = {
  id: 'git-and-github',
  titleEn: 'Git and GitHub',
  titleTh: 'Git และ GitHub',
  accessUntil: null,
  sections: [],
};
const forbidden = [403, { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }] as [number, unknown];
const noTest = [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }] as [number, unknown];

const progress: CourseProgressResponse = { courseId: course.id, status: 'NOT_STARTED', lessons: [], resume: null, learningSeconds: 0, completedAt: null };

/** The learning endpoint refuses `refusals` times, then answers with the course (and its progress, once held). */
function accessAfter(refusals: number) {
  let asked = 0;
  const calls = stubApi((_method, path) =>
    path.startsWith('testapi/') ? noTest : path.endsWith('/progress') ? [200, progress] : asked++ < refusals ? forbidden : [200, course],
  );
  return { learningCalls: () => calls.filter((c) => c.path.endsWith('/learning')) };
}

const openLearning = (state?: unknown) =>
  renderAt(<CoursesLearningRoute />, { path: '/courses-learning/:id', entry: '/courses-learning/git-and-github', state });

describe('course learning right after an enrolment by credits', () => {
  beforeEach(() => logInAs('B2B'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('waits while the access is being granted, then opens the course', async () => {
    const calls = accessAfter(2);
    openLearning({ awaitingAccess: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Getting your course ready…');
    expect(await screen.findByRole('heading', { name: 'Git and GitHub' }, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.learningCalls()).toHaveLength(3);
  });

  it('says so in Thai while it waits', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    accessAfter(1);
    openLearning({ awaitingAccess: true });
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังเตรียมคอร์สของคุณ…');
    expect(await screen.findByRole('heading', { name: 'Git และ GitHub' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('sends anyone else without access to the overview at once', async () => {
    const calls = accessAfter(1);
    openLearning();
    expect(await screen.findByTestId('where')).toHaveTextContent('/courses-overview/git-and-github');
    expect(calls.learningCalls()).toHaveLength(1);
  });
});
