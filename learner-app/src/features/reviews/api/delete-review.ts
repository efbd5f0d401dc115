import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsPath } from './review-keys';

export const deleteReview = (courseId: string, reviewId: string) =>
  api<CommandAccepted>(`${reviewsPath(courseId)}/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' });

export const useDeleteReview = (courseId: string) => useMutation({ mutationFn: (reviewId: string) => deleteReview(courseId, reviewId) });
