import type { QuestionListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from './question-keys';

export const searchQuestions = (courseId: string, search: string, take: number) =>
  api<QuestionListResponse>(`searchapi/search/cms-qas?${new URLSearchParams({ courseId, search, skip: '0', take: String(take) }).toString()}`);

/** The course's published questions matching the words; nothing is asked for while the words are empty (spec section 5). */
export const useQuestionSearch = (courseId: string, search: string, take: number) =>
  useQuery({
    queryKey: questionKeys.search(courseId, search, take),
    queryFn: () => searchQuestions(courseId, search, take),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
