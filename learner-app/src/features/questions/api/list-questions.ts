import { PAGE_SIZES, type ListQuestionsRequestBody, type QuestionListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from './question-keys';

/** Q&A lists start at 3 and grow by 3 per "see more" (spec section 9). */
export const QA_PAGE: number = PAGE_SIZES.reviewsAndQuestions;

export const coursePath = (courseId: string) => `cmsapi/courses/${encodeURIComponent(courseId)}`;
export const afterQuery = (after?: string | null) => (after ? `?after=${encodeURIComponent(after)}` : '');

export const listQuestions = (courseId: string, body: ListQuestionsRequestBody, after?: string | null) =>
  api<QuestionListResponse>(`${coursePath(courseId)}/questions/list${afterQuery(after)}`, { method: 'POST', body: JSON.stringify(body) });

/** Published questions and the learner's own, newest first, the first `take` of them (the spec's query shape). */
export const useQuestions = (courseId: string, take: number) =>
  useQuery({
    queryKey: questionKeys.list(courseId, take),
    queryFn: () => listQuestions(courseId, { requireTotalCount: true, skip: 0, take }),
    placeholderData: keepPreviousData,
  });

/** After a change: wait until the read models have passed it (one small read with `?after=`), then read the course's Q&A again. */
export const refreshQaAfter = async (client: QueryClient, courseId: string, position: string | null) => {
  if (position) await listQuestions(courseId, { take: 1 }, position);
  await client.invalidateQueries({ queryKey: questionKeys.all(courseId) });
};
