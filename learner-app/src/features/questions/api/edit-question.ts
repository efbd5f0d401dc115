import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';

export const editQuestion = (courseId: string, questionId: string, text: string) =>
  api<CommandAccepted>(`${coursePath(courseId)}/questions/${encodeURIComponent(questionId)}`, { method: 'PATCH', body: JSON.stringify({ text }) });

export const useEditQuestion = (courseId: string, questionId: string) =>
  useMutation({ mutationFn: (text: string) => editQuestion(courseId, questionId, text) });
