import { INBOX_KINDS, INBOX_STATUS_FILTERS, type ConversationStatus, type InboxKind } from '@khru/contracts';
import ChatIcon from '@mui/icons-material/Chat';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export const STATUS_FILTER_CHOICES = INBOX_STATUS_FILTERS.map((id) => ({ id, name: `khru.support.status.${id}` }));
export const KIND_CHOICES = INBOX_KINDS.map((id) => ({ id, name: `khru.support.kind.${id}` }));

const COLOURS: Record<ConversationStatus, 'primary' | 'secondary' | 'default'> = {
  'waiting-for-us': 'primary',
  'waiting-for-learner': 'secondary',
  closed: 'default',
};

/** What a conversation waits for: those waiting for us stand out, closed ones step back. */
export function SupportStatusChip({ status }: { status: ConversationStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      label={translate(`khru.support.status.${status}`)}
      data-status={status}
    />
  );
}

/** A chat bubble or an envelope. */
export const KindIcon = ({ kind }: { kind: InboxKind }) => (kind === 'chat' ? <ChatIcon fontSize="small" /> : <ContactMailIcon fontSize="small" />);
