import type { ReviewResponse } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSessionStore } from '../../../stores/session-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../../testing/render-at';
import { CourseReviews } from './course-reviews';

const review = (n: number, rating: number, status: ReviewResponse['status'] = 'published'): ReviewResponse => ({
  id: `r${n}`,
  courseId: 'git',
  rating,
  text: n === 1 ? '<b>Bold</b> claim' : `Review ${n}`,
  status,
  version: 1,
  created: `2026-11-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
  updated: `2026-11-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
  author: { id: `u${n}`, name: `Learner ${n}`, profileImageUrl: null },
});
const published = [1, 2, 3, 4, 5, 6, 7].map((n) => review(n, n % 2 === 0 ? 4 : 5));

/** The course's published reviews and, for a logged-in learner, their own. */
function serve(mine: { data: ReviewResponse[]; eligibility: string }): StubbedCall[] {
  let own = mine;
  let calls: StubbedCall[] = [];
  calls = stubApi((method, path) => {
    const body = calls.at(-1)?.body as { take?: number; rating?: number } | null;
    if (path === 'cmsapi/courses/git/reviews/list') {
      const matching = published.filter((r) => body?.rating === undefined || r.rating === body.rating);
      return [200, { data: matching.slice(0, body?.take ?? 3), totalCount: matching.length }];
    }
    if (path === 'cmsapi/courses/git/reviews-ratings-count')
      return [
        200,
        { average: 4.6, count: 7, ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: published.filter((r) => r.rating === rating).length })) },
      ];
    if (path.startsWith('cmsapi/courses/git/my-reviews')) return [200, own];
    if (method === 'POST' && path === 'cmsapi/courses/git/reviews') {
      const sent = calls.at(-1)!.body as { rating: number; text: string };
      own = { data: [{ ...review(9, sent.rating, 'pending'), text: sent.text }], eligibility: 'canWrite' };
      return [201, { id: 'r9', position: '12' }];
    }
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Reviews' });

describe('a course\u2019s reviews', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
    useSessionStore.setState({ status: 'loggedOut', userId: null });
  });

  it('shows three published reviews, three more per "see more", and starts again when the rating filter changes', async () => {
    const calls = serve({ data: [], eligibility: 'notHolder' });
    renderAt(<CourseReviews courseId="git" />);
    const reviews = await section();
    expect(await within(reviews).findAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getByText('<b>Bold</b> claim')).toBeInTheDocument();
    expect(reviews.querySelector('.review-text b')).toBeNull();
    fireEvent.click(within(reviews).getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(within(reviews).getAllByRole('listitem')).toHaveLength(6));
    fireEvent.click(within(reviews).getByRole('button', { name: /^4 stars/ }));
    await waitFor(() => expect(within(reviews).getAllByRole('listitem')).toHaveLength(3));
    const lists = calls.filter((c) => c.path.endsWith('/reviews/list')).map((c) => c.body);
    expect(lists).toEqual([
      { requireTotalCount: true, skip: 0, take: 3 },
      { requireTotalCount: true, skip: 0, take: 6 },
      { requireTotalCount: true, skip: 0, take: 3, rating: 4 },
    ]);
    expect(calls.some((c) => c.path.includes('my-reviews'))).toBe(false);
  });

  it('lets a learner who started the course post a review, then shows it pending review, in Thai too', async () => {
    logInAs('MEMBER');
    const calls = serve({ data: [], eligibility: 'canWrite' });
    renderAt(<CourseReviews courseId="git" />);
    const reviews = await section();
    const form = await within(reviews).findByRole('region', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: '  Worth it  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    const mine = await within(reviews).findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Pending review')).toBeInTheDocument();
    expect(within(mine).getByText('Worth it')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'cmsapi/courses/git/reviews')?.body).toEqual({ rating: 4, text: 'Worth it' });
    expect(calls.some((c) => c.path === 'cmsapi/courses/git/my-reviews?after=12')).toBe(true);
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(await within(mine).findByText('รอการตรวจสอบ')).toBeInTheDocument();
  });

  it('tells a holder who has not started the course to start it first', async () => {
    logInAs('MEMBER');
    serve({ data: [], eligibility: 'notStarted' });
    renderAt(<CourseReviews courseId="git" />);
    expect(await within(await section()).findByText('Start the course to write a review.')).toBeInTheDocument();
  });
});
