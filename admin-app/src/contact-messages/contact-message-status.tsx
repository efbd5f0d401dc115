import { CONTACT_MESSAGE_STATUSES, type ContactMessageResponse, type ContactMessageStatus } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const STATUS_CHOICES = CONTACT_MESSAGE_STATUSES.map((id) => ({ id, name: `khru.contactMessages.status.${id}` }));

/** A message without a status predates handling: it reads as new, as the server counts it. */
export const statusOf = (message: Pick<ContactMessageResponse, 'status'>): ContactMessageStatus => message.status ?? 'new';

/** New messages stand out; handled ones step back. */
export function ContactMessageStatusField(_props: { source: 'status'; label?: string }) {
  const message = useRecordContext<ContactMessageResponse>();
  const translate = useTranslate();
  if (!message) return null;
  const status = statusOf(message);
  return (
    <Chip
      size="small"
      color={status === 'new' ? 'primary' : 'default'}
      variant={status === 'new' ? 'filled' : 'outlined'}
      label={translate(`khru.contactMessages.status.${status}`)}
    />
  );
}
