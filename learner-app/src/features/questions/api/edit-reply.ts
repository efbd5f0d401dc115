import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coursePath } from './list-questions';

export const editReply = (courseId: string, replyId: string, text: string) =>
  api<CommandAccepted>(`${coursePath(courseId)}/replies/${encodeURIComponent(replyId)}`, { method: 'PATCH', body: JSON.stringify({ text }) });

export const useEditReply = (courseId: string, replyId: string) => useMutation({ mutationFn: (text: string) => editReply(courseId, replyId, text) });
