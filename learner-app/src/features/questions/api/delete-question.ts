import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';

export const deleteQuestion = (courseId: string, questionId: string) =>
  api<CommandAccepted>(`${coursePath(courseId)}/questions/${encodeURIComponent(questionId)}`, { method: 'DELETE' });

export const useDeleteQuestion = (courseId: string, questionId: string) => useMutation({ mutationFn: () => deleteQuestion(courseId, questionId) });
