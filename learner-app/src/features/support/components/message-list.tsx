import type { SupportMessageView } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageItem } from './message-item';

/** The messages oldest first, kept scrolled to the newest as they arrive; announced politely to screen readers. */
export function MessageList({ messages }: { messages: SupportMessageView[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;
  const toEnd = () => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  };
  useEffect(toEnd, [newest]);
  return (
    // An image that arrives after the scroll makes the list taller: scroll again once it has loaded.
    <ol className="support-messages" ref={list} aria-label={t('support.messages')} aria-live="polite" onLoadCapture={toEnd}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
}
