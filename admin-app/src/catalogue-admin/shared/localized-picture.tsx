import type { LocalizedText } from '@khru/contracts';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The record's picture for one language (`source` holds a URL per language), or a dash when it has none. */
export function LocalizedPicture({ source, language, width }: { source: string; language: 'en' | 'th'; width: number }) {
  const record = useRecordContext<Record<string, Partial<LocalizedText> | undefined>>();
  const url = record?.[source]?.[language];
  return url ? <Box component="img" src={url} alt="" sx={{ width, maxWidth: '100%', borderRadius: 1 }} /> : <Typography variant="body2">—</Typography>;
}
