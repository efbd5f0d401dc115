import type { ModerationStatus, ReviewWithCourseResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../testing/render-with-admin';
import { ReviewModerationList } from './review-moderation-list';

const review = (id: string, status: ModerationStatus, text: string): ReviewWithCourseResponse => ({
  id,
  courseId: 'excel-essentials',
  rating: 4,
  text,
  status,
  version: 2,
  created: '2026-06-01T03:00:00.000Z',
  updated: '2026-06-01T03:00:00.000Z',
  author: { id: 'u-malee', name: 'Malee Sukjai', profileImageUrl: null },
  course: { id: 'excel-essentials', titleEn: 'Excel Essentials', titleTh: 'Excel ที่ต้องรู้' },
});

const REVIEWS = [review('r-new', 'pending', 'Clear and useful'), review('r-shown', 'published', 'Great pace'), review('r-hidden', 'unpublished', 'Spam link')];

const data = () => ({
  getList: vi.fn(async () => ({ data: REVIEWS, total: REVIEWS.length })),
  moderateReview: vi.fn(async () => ({ position: '7' })),
});

const renderReviews = (calls: ReturnType<typeof data>, locale: 'en' | 'th' = 'en') =>
  renderWithAdmin(<Resource name="reviews" list={ReviewModerationList} />, { data: calls, path: '/reviews?filter={}', locale });

const buttonsOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr')!)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('review moderation', () => {
  it('offers each review only the decisions its state allows: publish or reject a pending one, unpublish a published one, publish an unpublished one', async () => {
    renderReviews(data());
    expect(await buttonsOf('Clear and useful')).toEqual(['Publish', 'Reject']);
    expect(await buttonsOf('Great pace')).toEqual(['Unpublish']);
    expect(await buttonsOf('Spam link')).toEqual(['Publish']);
  });

  it('rejects a pending review by keeping it unpublished, on the version the moderator read', async () => {
    const calls = data();
    renderReviews(calls);
    fireEvent.click(within((await screen.findByText('Clear and useful')).closest('tr')!).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.moderateReview).toHaveBeenCalledWith('r-new', 'unpublish', 2));
    expect(await screen.findByText('The review is rejected and stays hidden')).toBeInTheDocument();
  });

  it('names the decisions in Thai', async () => {
    renderReviews(data(), 'th');
    expect(await buttonsOf('Clear and useful')).toEqual(['เผยแพร่', 'ไม่อนุมัติ']);
    expect(await buttonsOf('Great pace')).toEqual(['ยกเลิกการเผยแพร่']);
  });
});
