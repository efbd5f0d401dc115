import type { PostSupportMessageResponse } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportIdentity } from '../use-support-identity';
import { refreshConversation } from './apply-conversation';
import { supportApi } from './support-api';

export interface SupportMessageInput {
  body: string;
  file: File | null;
}

/** Multipart: the text and the file, either of which may be missing (the server refuses a message with neither). */
export function postMessage(conversationId: string, { body, file }: SupportMessageInput) {
  const form = new FormData();
  if (body) form.append('body', body);
  if (file) form.append('file', file, file.name);
  return supportApi<PostSupportMessageResponse>(`conversations/${encodeURIComponent(conversationId)}/messages`, { method: 'POST', body: form, raw: true });
}

export const usePostMessage = (identity: SupportIdentity, conversationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportMessageInput) => postMessage(conversationId, input),
    onSuccess: (posted) => refreshConversation(client, identity.key, conversationId, posted.position),
    meta: { toastErrors: false },
  });
};
