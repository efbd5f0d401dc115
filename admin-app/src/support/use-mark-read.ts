import type { AdminConversationView } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { SupportDataProvider } from './support.data-provider';

/** The learner's latest message support has on screen. */
export const lastLearnerSeq = (conversation: Pick<AdminConversationView, 'messages'>): number =>
  conversation.messages.reduce((last, message) => (message.author === 'learner' && message.seq > last ? message.seq : last), 0);

/**
 * Shown is read: while the conversation is on screen, support reads up to the learner's last message, once per
 * new message (a failure is left for the next one, which reads everything before it too).
 */
export function useMarkRead(conversation: AdminConversationView | undefined): void {
  const dataProvider = useDataProvider<SupportDataProvider>();
  const marked = useRef<{ id: string; seq: number } | null>(null);
  const id = conversation?.id;
  const upToSeq = conversation ? lastLearnerSeq(conversation) : 0;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (!id || unread === 0 || upToSeq === 0) return;
    if (marked.current?.id === id && marked.current.seq >= upToSeq) return;
    marked.current = { id, seq: upToSeq };
    dataProvider.markSupportRead(id, upToSeq).catch(() => undefined);
  }, [dataProvider, id, upToSeq, unread]);
}
