import type { SupportInboxItem } from '@khru/contracts';
import { Badge, Box, Stack, Tooltip, Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { KindIcon, SupportStatusChip } from './support-status';

/** Column props react-admin reads from a field (its header and sorting). */
interface ColumnProps {
  source?: string;
  label?: string;
  sortable?: boolean;
  textAlign?: 'right';
}

/** Organisation names by id, read once by the list for all its rows. */
export const OrganisationNames = createContext<Map<string, string>>(new Map());

/** Name, email beneath, and the organisation when the learner belongs to one. */
export function WhoField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  const organisations = useContext(OrganisationNames);
  if (!item) return null;
  const organisation = item.organisationId ? organisations.get(item.organisationId) : undefined;
  return (
    // Wide enough for a name and most addresses on a tablet, where the columns share little room.
    <Stack sx={{ minWidth: '10rem' }}>
      <Typography variant="body2" sx={{ fontWeight: item.unread > 0 ? 600 : undefined, overflowWrap: 'anywhere' }}>
        {item.name}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {item.email}
      </Typography>
      {organisation && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {organisation}
        </Typography>
      )}
    </Stack>
  );
}

/** The last message, on one line (plain text, cut by the page where it does not fit). */
export function PreviewField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  if (!item) return null;
  return (
    <Typography
      variant="body2"
      sx={{ maxWidth: { xs: '10rem', lg: '28rem' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={item.preview}
    >
      {item.preview}
    </Typography>
  );
}

/** A chat or a contact-form message, as an icon named for screen readers and on hover. */
export function KindField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  const translate = useTranslate();
  if (!item) return null;
  const label = translate(`khru.support.kind.${item.kind}`);
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} data-kind={item.kind} sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        <KindIcon kind={item.kind} />
      </Box>
    </Tooltip>
  );
}

export function StatusField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  return item ? <SupportStatusChip status={item.status} /> : null;
}

export function AssignedField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  const translate = useTranslate();
  if (!item) return null;
  return item.assignedTo ? (
    <Typography variant="body2">{item.assignedTo.name}</Typography>
  ) : (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {translate('khru.support.unassigned')}
    </Typography>
  );
}

/** A count badge while support has learner messages left to read; nothing once all are read. */
export function UnreadField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  const translate = useTranslate();
  if (!item || item.unread === 0) return null;
  return (
    <Badge
      badgeContent={item.unread}
      color="primary"
      max={99}
      aria-label={translate('khru.support.unread', { count: item.unread })}
      data-testid="support-inbox-unread"
      sx={{ ml: 1.5 }}
    />
  );
}

/** When the conversation last moved, in the admin's language (Buddhist era in Thai) and Bangkok time. */
export function LastActivityField(_props: ColumnProps) {
  const item = useRecordContext<SupportInboxItem>();
  const [locale] = useLocaleState();
  if (!item) return null;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(item.lastMessageAt, locale)}
    </Typography>
  );
}
