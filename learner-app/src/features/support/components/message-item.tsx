import type { SupportMessageView } from '@khru/contracts';
import { useLocaleStore } from '../../../stores/locale-store';
import { AttachmentView } from './attachment-view';
import { DeliveryTicks } from './delivery-ticks';
import { messageTime } from './message-time';

/** A message as plain text (React text, line breaks kept by CSS, nothing linked): the learner's on the right, support's on the left. */
export function MessageItem({ message }: { message: SupportMessageView }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <li className={`support-message ${message.author}`} data-testid="support-message" data-author={message.author} data-state={message.state}>
      <span className="support-message-author">{message.authorName}</span>
      <p className="support-message-body" data-testid="support-message-body">
        {message.body}
      </p>
      {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
      <span className="support-message-meta">
        <time dateTime={message.at}>{messageTime(message.at, locale)}</time>
        {message.author === 'learner' ? <DeliveryTicks state={message.state} /> : null}
      </span>
    </li>
  );
}
