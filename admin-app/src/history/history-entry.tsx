import type { HistoryEntry } from '@khru/contracts';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { HistoryDataList } from './history-data-list';
import { eventLabelKey } from './history-event-types';

/** One event on the timeline: what happened, when, who did it, and what it carried. */
export function HistoryEntryItem({ entry, recordId }: { entry: HistoryEntry; recordId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const who = entry.actor ? (entry.actor.name ?? entry.actor.email ?? entry.actor.userId) : translate('khru.history.system');
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', listStyle: 'none' }}>
      <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Typography variant="subtitle2" component="h3">
        {translate(eventLabelKey(entry.type), { _: entry.type })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, locale)}</time>
        {' · '}
        {who}
        {entry.actor?.name && entry.actor.email ? ` (${entry.actor.email})` : ''}
      </Typography>
      <HistoryDataList data={entry.data} recordId={recordId} />
    </Box>
  );
}
