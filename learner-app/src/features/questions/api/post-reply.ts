import type { QaItemCreatedResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';

export const postReply = (courseId: string, questionId: string, text: string) =>
  api<QaItemCreatedResponse>(`${coursePath(courseId)}/questions/${encodeURIComponent(questionId)}/replies`, { method: 'POST', body: JSON.stringify({ text }) });

export const usePostReply = (courseId: string, questionId: string) => useMutation({ mutationFn: (text: string) => postReply(courseId, questionId, text) });
