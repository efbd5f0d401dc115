import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { humanizeKey, readableValue } from './history-values';

/** Fields whose values are codes the app already names in both languages. */
const NAMED_VALUES: Record<string, string> = { locale: 'khru.languages', topic: 'khru.topics' };

/** What an event carried, one line per field; nested values fold away as JSON. `recordId` is left out: the page names it. */
export function HistoryDataList({ data, recordId }: { data: Record<string, unknown>; recordId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const yesNo = { yes: translate('khru.history.yes'), no: translate('khru.history.no') };
  const fields = Object.entries(data).filter(([, value]) => value !== recordId);
  if (fields.length === 0) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {fields.map(([key, value]) => {
        const named = NAMED_VALUES[key];
        const readable =
          named && typeof value === 'string'
            ? { kind: 'text' as const, text: translate(`${named}.${value}`, { _: value }) }
            : readableValue(value, locale, yesNo);
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`khru.history.fields.${key}`, { _: humanizeKey(key) })}
            </Typography>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0 }}>
              {readable.kind === 'text' ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {readable.text}
                </Typography>
              ) : (
                <details>
                  <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
                    {translate('khru.history.more')}
                  </Typography>
                  <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.75rem' }}>
                    {readable.json}
                  </Box>
                </details>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
