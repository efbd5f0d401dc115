import type { CorporateCourseItem } from '@khru/contracts';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { CorporateCourses } from './corporate-courses';

const item = (itemId: string, dueDate: string | null): CorporateCourseItem => ({
  itemId,
  isBundle: false,
  name: { en: itemId, th: itemId },
  imageUrl: null,
  dueDate,
  enrolledAt: null,
});
// Far in the past and far in the future, so the test does not depend on today's date.
const assigned = [item('past', '2020-01-31T10:00:00.000Z'), item('future', '2999-01-31T10:00:00.000Z'), item('open', null)];

const link = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('assigned courses', () => {
  afterEach(() => act(() => useLocaleStore.getState().setLocale('en')));

  it.each([
    ['en', 'Overdue'],
    ['th', 'เลยกำหนด'],
  ])('marks a past due date overdue, and only that one, in %s', (locale, overdue) => {
    act(() => useLocaleStore.getState().setLocale(locale));
    render(
      <MemoryRouter>
        <CorporateCourses kind="assigned" items={assigned} />
      </MemoryRouter>,
    );
    expect(link('past')).toHaveTextContent(overdue);
    expect(link('future')).not.toHaveTextContent(overdue);
    expect(link('open')).not.toHaveTextContent(overdue);
  });
});
