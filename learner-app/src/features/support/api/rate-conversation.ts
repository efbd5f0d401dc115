import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportIdentity } from '../use-support-identity';
import { refreshConversation } from './apply-conversation';
import { postJson, supportApi } from './support-api';

export const rateConversation = (conversationId: string, rating: number) =>
  supportApi<CommandAccepted>(`conversations/${encodeURIComponent(conversationId)}/rating`, postJson({ rating }));

/** 1 to 5, once the conversation is closed. */
export const useRateConversation = (identity: SupportIdentity, conversationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateConversation(conversationId, rating),
    onSuccess: (result) => refreshConversation(client, identity.key, conversationId, result.position),
  });
};
