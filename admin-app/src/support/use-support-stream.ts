import { SUPPORT_STREAM_EVENT, type AdminConversationView, type SupportStreamMessage } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { followEventStream } from '../layout/event-stream';
import { SUPPORT_ADMIN_API } from './support-data';

/**
 * Support's live stream: `onChange` hears of every conversation that changes (a learner's message, a colleague's
 * reply, note or assignment), as support sees it, and once with null on reconnecting, as changes may have been missed.
 */
export function useSupportStream(onChange: (conversation: AdminConversationView | null) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return followEventStream<SupportStreamMessage<AdminConversationView>>(
      `${SUPPORT_ADMIN_API}/stream`,
      SUPPORT_STREAM_EVENT,
      (message) => latest.current(message.conversation),
      () => latest.current(null),
    );
  }, []);
}
