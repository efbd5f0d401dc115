import type { ReplyListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';
import { questionKeys } from './question-keys';

export const listReplies = (courseId: string, questionId: string, take: number) =>
  api<ReplyListResponse>(`${coursePath(courseId)}/replies/list`, {
    method: 'POST',
    body: JSON.stringify({ questionId, requireTotalCount: true, skip: 0, take }),
  });

/** A question's published replies and the learner's own, newest first, the first `take` of them. */
export const useReplies = (courseId: string, questionId: string, take: number) =>
  useQuery({
    queryKey: questionKeys.replies(courseId, questionId, take),
    queryFn: () => listReplies(courseId, questionId, take),
    placeholderData: keepPreviousData,
  });
