import type { SupportConversationListResponse, SupportConversationSummary, SupportConversationView } from '@khru/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getConversation } from './get-conversation';
import { supportKeys } from './support-keys';

/** A conversation as a line of the list: its last message, unread count and rating. */
export function summaryOf(view: SupportConversationView): SupportConversationSummary {
  const last = view.messages.at(-1);
  return {
    id: view.id,
    status: view.status,
    startedAt: view.startedAt,
    lastMessageAt: view.lastMessageAt,
    lastMessage: last ? { author: last.author, body: last.body, at: last.at } : { author: 'learner', body: '', at: view.startedAt },
    unread: view.unread,
    rating: view.rating,
  };
}

const newestSeq = (view: SupportConversationView) => view.messages.at(-1)?.seq ?? 0;

/**
 * Whether `view` is older than what is cached: a read answered late, or a stream event overtaken by a read, must not
 * take back messages already shown. Changes without a message (marks, closing, rating) cannot be ordered, so they apply.
 */
export const isOlder = (view: SupportConversationView, cached: SupportConversationView | undefined): boolean =>
  cached !== undefined && (newestSeq(view) < newestSeq(cached) || view.lastMessageAt < cached.lastMessageAt);

/** A newer view of a conversation (from the stream or a read after a change) replaces the cached one and its line in the list. */
export function applyConversation(client: QueryClient, identity: string, view: SupportConversationView): void {
  if (isOlder(view, client.getQueryData<SupportConversationView>(supportKeys.conversation(identity, view.id)))) return;
  client.setQueryData(supportKeys.conversation(identity, view.id), view);
  const list = client.getQueryData<SupportConversationListResponse>(supportKeys.list(identity));
  if (!list) return;
  const others = list.data.filter((c) => c.id !== view.id);
  const data = [summaryOf(view), ...others].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  client.setQueryData<SupportConversationListResponse>(supportKeys.list(identity), { data });
}

/** After a change: read the conversation once the read models have passed it, and show that. */
export async function refreshConversation(client: QueryClient, identity: string, id: string, position: string | null): Promise<void> {
  applyConversation(client, identity, await getConversation(id, position));
}
