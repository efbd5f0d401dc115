import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';

export const deleteReply = (courseId: string, replyId: string) =>
  api<CommandAccepted>(`${coursePath(courseId)}/replies/${encodeURIComponent(replyId)}`, { method: 'DELETE' });

export const useDeleteReply = (courseId: string, replyId: string) => useMutation({ mutationFn: () => deleteReply(courseId, replyId) });
