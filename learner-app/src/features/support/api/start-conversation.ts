import type { StartConversationRequestBody, StartConversationResponse } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportIdentity } from '../use-support-identity';
import { refreshConversation } from './apply-conversation';
import { postJson, supportApi } from './support-api';
import { supportKeys } from './support-keys';

export const startConversation = (body: StartConversationRequestBody) => supportApi<StartConversationResponse>('conversations', postJson(body));

/** The first message starts a conversation, with the page it was written on (its language is the request's). */
export const useStartConversation = (identity: SupportIdentity) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: async (started) => {
      await refreshConversation(client, identity.key, started.conversationId, started.position);
      await client.invalidateQueries({ queryKey: supportKeys.list(identity.key) });
    },
    meta: { toastErrors: false },
  });
};
