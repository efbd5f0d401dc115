import type { QuestionListResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { qaKey } from './list-questions';

export const searchQuestions = (courseId: string, search: string, take: number) =>
  api<QuestionListResponse>(`searchapi/search/cms-qas?${new URLSearchParams({ courseId, search, skip: '0', take: String(take) }).toString()}`);

/** The course's published questions matching the words; nothing is asked for while the words are empty (spec section 5). */
export const useQuestionSearch = (courseId: string, search: string, take: number) =>
  useQuery({
    queryKey: [...qaKey(courseId), 'search', search, take],
    queryFn: () => searchQuestions(courseId, search, take),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
