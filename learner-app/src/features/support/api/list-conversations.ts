import type { SupportConversationListResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportIdentity } from '../use-support-identity';
import { afterParam, supportApi } from './support-api';
import { supportKeys } from './support-keys';

export const listConversations = (after?: string | null) => supportApi<SupportConversationListResponse>(`conversations${afterParam(after)}`);

/** The caller's conversations, newest first; read while the app runs, since the launcher's badge counts their unread messages. */
export const conversationsOptions = (identity: SupportIdentity | null) =>
  queryOptions({
    queryKey: supportKeys.list(identity?.key ?? ''),
    queryFn: () => listConversations(),
    enabled: Boolean(identity),
    // The launcher is on every page: a failed read shows no badge rather than interrupting with a toast.
    meta: { toastErrors: false },
  });

export const useConversations = (identity: SupportIdentity | null) => useQuery(conversationsOptions(identity));
