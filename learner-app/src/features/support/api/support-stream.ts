import { SUPPORT_STREAM_EVENT, type SupportStreamMessage } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { freshAccessToken } from '../../../lib/fresh-access-token';
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
 * One stream while the app runs with a learner or a visitor, in a tab they can see: an open stream is their presence
 * on the site (ADR 29), whether the panel is open or not. A hidden tab closes it (a reply they cannot see is better
 * mailed, and a browser gives each site only six HTTP/1.1 connections, which open streams in several tabs would use
 * up); showing the tab opens it again. Each conversation event replaces that conversation in the cache and its line in
 * the list, and support's new messages are marked delivered. A dropped stream is reopened after a growing wait, and
 * what was missed meanwhile is read again on reopening.
 */
export function useSupportStream(identity: SupportIdentity | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!identity || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait: number = SUPPORT_STREAM_RETRY_MS.first;
    let dropped = false;
    let closed = false;
    const hidden = () => document.visibilityState === 'hidden';
    const connect = async () => {
      const url = await streamUrl(identity);
      if (closed || !url || hidden() || source) return;
      const opened = new EventSource(url);
      source = opened;
      opened.onopen = () => {
        wait = SUPPORT_STREAM_RETRY_MS.first;
        if (dropped) void client.invalidateQueries({ queryKey: supportKeys.of(identity.key) });
        dropped = false;
      };
      opened.addEventListener(SUPPORT_STREAM_EVENT, (event) => {
        const { conversation } = JSON.parse((event as MessageEvent<string>).data) as SupportStreamMessage;
        applyConversation(client, identity.key, conversation);
        sendReceipt(identity.key, conversation, 'delivered');
      });
      opened.onerror = () => {
        opened.close();
        source = null;
        dropped = true;
        retry = setTimeout(() => void connect(), wait);
        wait = Math.min(wait * 2, SUPPORT_STREAM_RETRY_MS.last);
      };
    };
    const onVisibility = () => {
      clearTimeout(retry);
      if (hidden()) {
        source?.close();
        source = null;
        dropped = true;
      } else {
        wait = SUPPORT_STREAM_RETRY_MS.first;
        void connect();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    void connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisibility);
      source?.close();
    };
  }, [identity, client]);
}
