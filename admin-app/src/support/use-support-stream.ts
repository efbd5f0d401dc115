import { SUPPORT_STREAM_EVENT, type AdminConversationView, type SupportStreamMessage } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { storedToken } from '../auth/tokens';
import { STREAM_RETRY_MS } from '../layout/notifications/use-notification-stream';
import { SUPPORT_ADMIN_API } from './support-data';

/**
 * Support's live stream: `onChange` hears of every conversation that changes (a learner's message, a colleague's
 * reply, note or assignment), as support sees it. A dropped or refused stream is reopened with the token stored
 * then, after a growing wait, and `onChange` is called once with null on reconnecting, as changes may have been missed.
 */
export function useSupportStream(onChange: (conversation: AdminConversationView | null) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait: number = STREAM_RETRY_MS.first;
    const connect = () => {
      const token = storedToken();
      if (!token) return;
      // EventSource cannot send headers, so the access token travels as a query parameter.
      const opened = new EventSource(`${SUPPORT_ADMIN_API}/stream?access_token=${encodeURIComponent(token)}`);
      source = opened;
      opened.onopen = () => {
        if (wait > STREAM_RETRY_MS.first) latest.current(null);
        wait = STREAM_RETRY_MS.first;
      };
      opened.addEventListener(SUPPORT_STREAM_EVENT, (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as SupportStreamMessage<AdminConversationView>;
        latest.current(message.conversation);
      });
      opened.onerror = () => {
        opened.close();
        retry = setTimeout(connect, wait);
        wait = Math.min(wait * 2, STREAM_RETRY_MS.last);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, []);
}
