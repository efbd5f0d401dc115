import { SUPPORT_STREAM_EVENT, type AdminConversationView, type SupportStreamMessage } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { followEventStream } from '../layout/event-stream';
import { SUPPORT_ADMIN_API } from './support.data-provider';

type Listener = (conversation: AdminConversationView | null) => void;

// One stream for the whole app (the menu's count and the open screen both listen), opened by the first listener.
const listeners = new Set<Listener>();
let stop: (() => void) | null = null;

function listen(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= followEventStream<SupportStreamMessage<AdminConversationView>>(
    `${SUPPORT_ADMIN_API}/stream`,
    SUPPORT_STREAM_EVENT,
    (message) => listeners.forEach((heard) => heard(message.conversation)),
    () => listeners.forEach((heard) => heard(null)),
  );
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop?.();
    stop = null;
  };
}

/**
 * Support's live stream: `onChange` hears of every conversation that changes (a learner's message, a colleague's
 * reply, note or assignment), as support sees it, and once with null on reconnecting, as changes may have been missed.
 */
export function useSupportStream(onChange: Listener): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return listen((conversation) => latest.current(conversation));
  }, []);
}
