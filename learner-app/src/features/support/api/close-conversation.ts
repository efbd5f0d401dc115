import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportIdentity } from '../use-support-identity';
import { refreshConversation } from './apply-conversation';
import { supportApi } from './support-api';

export const closeConversation = (conversationId: string) =>
  supportApi<CommandAccepted>(`conversations/${encodeURIComponent(conversationId)}/close`, { method: 'POST' });

/** The learner ends the conversation (a new message opens it again); then it can be rated. */
export const useCloseConversation = (identity: SupportIdentity, conversationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => closeConversation(conversationId),
    onSuccess: (result) => refreshConversation(client, identity.key, conversationId, result.position),
  });
};
