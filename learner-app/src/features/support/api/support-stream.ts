import { SUPPORT_STREAM_EVENT, type SupportStreamMessage } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { freshAccessToken } from '../../../lib/fresh-access-token';
import { shareEventStream } from '../../../lib/shared-event-stream';
import type { SupportIdentity } from '../use-support-identity';
import { applyConversation } from './apply-conversation';
import { sendReceipt } from './receipts';
import { SUPPORT_PATH } from './support-api';
import { supportKeys } from './support-keys';

/** EventSource cannot send headers: the learner's access token or the visitor's token travels as a query parameter. */
export const supportStreamUrl = (param: 'access_token' | 'visitor_token', token: string) => `/api/${SUPPORT_PATH}/stream?${param}=${encodeURIComponent(token)}`;

/** Reconnection waits double from the first to the last, as the notification stream's do. */
export const SUPPORT_STREAM_RETRY_MS = { first: 1000, last: 30_000 } as const;

const streamUrl = async (identity: SupportIdentity): Promise<string | null> => {
  if (identity.kind === 'visitor') return supportStreamUrl('visitor_token', identity.visitorToken);
  const token = await freshAccessToken();
  return token ? supportStreamUrl('access_token', token) : null;
};

/**
 * One stream per browser while the app runs with a learner or a visitor, held by a tab they can see and heard by all:
 * an open stream is their presence on the site (ADR 29), whether the panel is open or not. When no tab is visible
 * nothing is open (a reply they cannot see is better mailed); showing a tab opens it again. Each conversation event
 * replaces that conversation in the cache and its line in the list, and the tab holding the stream marks support's new
 * messages delivered. A dropped stream is reopened after a growing wait, and what was missed meanwhile is read again on
 * reopening.
 */
export function useSupportStream(identity: SupportIdentity | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!identity || typeof EventSource === 'undefined') return;
    return shareEventStream({
      name: `support:${identity.key}`,
      url: () => streamUrl(identity),
      events: [SUPPORT_STREAM_EVENT],
      retryMs: SUPPORT_STREAM_RETRY_MS,
      onEvent: (_event, data, holder) => {
        const { conversation } = JSON.parse(data) as SupportStreamMessage;
        applyConversation(client, identity.key, conversation);
        // Once per browser, not once per tab.
        if (holder) sendReceipt(identity.key, conversation, 'delivered');
      },
      onReopen: () => void client.invalidateQueries({ queryKey: supportKeys.of(identity.key) }),
    });
  }, [identity, client]);
}
