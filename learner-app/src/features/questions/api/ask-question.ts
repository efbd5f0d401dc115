import type { AskQuestionRequestBody, QaItemCreatedResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';

export const askQuestion = (courseId: string, body: AskQuestionRequestBody) =>
  api<QaItemCreatedResponse>(`${coursePath(courseId)}/questions`, { method: 'POST', body: JSON.stringify(body) });

export const useAskQuestion = (courseId: string) => useMutation({ mutationFn: (body: AskQuestionRequestBody) => askQuestion(courseId, body) });
