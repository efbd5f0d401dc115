import type { SupportConversationView } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportIdentity } from '../use-support-identity';
import { afterParam, supportApi } from './support-api';
import { supportKeys } from './support-keys';

export const getConversation = (id: string, after?: string | null) =>
  supportApi<SupportConversationView>(`conversations/${encodeURIComponent(id)}${afterParam(after)}`);

/** One conversation with its messages; the event stream keeps it current, so it is not read again on a timer. */
export const conversationOptions = (identity: SupportIdentity | null, id: string) =>
  queryOptions({
    queryKey: supportKeys.conversation(identity?.key ?? '', id),
    queryFn: () => getConversation(id),
    enabled: Boolean(identity),
    meta: { toastErrors: false },
  });

export const useConversation = (identity: SupportIdentity | null, id: string) => useQuery(conversationOptions(identity, id));
