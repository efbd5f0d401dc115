import type { HistoryRecordKind } from '@khru/contracts';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { serverMessage } from '../dataProvider/server-errors';
import { HistoryEntryItem } from './history-entry';
import { useRecordHistory } from './use-record-history';

/** A record's History: the events of its stream, newest first, with what changed, who and when, a page at a time. */
export function HistoryTab({ kind, id }: { kind: HistoryRecordKind; id: string }) {
  const translate = useTranslate();
  const history = useRecordHistory(kind, id);
  if (history.isPending) return <Loading />;
  if (history.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {translate('khru.history.retry')}
          </Button>
        }
      >
        {translate('khru.history.error')} {serverMessage(history.error)}
      </Alert>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.data);
  const total = history.data.pages.at(-1)?.totalCount ?? entries.length;
  if (entries.length === 0) return <Typography color="text.secondary">{translate('khru.history.empty')}</Typography>;
  return (
    <Box sx={{ pt: 1 }}>
      <Box component="ol" aria-label={translate('khru.history.title')} sx={{ m: 0, p: 0, ml: 1 }}>
        {entries.map((entry) => (
          <HistoryEntryItem key={entry.revision} entry={entry} recordId={id} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('khru.history.shown', { shown: entries.length, smart_count: total })}
        </Typography>
        {history.hasNextPage && (
          <Button variant="outlined" size="small" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {translate('khru.history.loadMore')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
