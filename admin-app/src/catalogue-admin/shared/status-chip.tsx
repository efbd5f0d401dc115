import type { AuthoringStatus } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLOURS = { draft: 'default', published: 'success', unpublished: 'warning' } as const;

/** A bundle's authoring state as a coloured chip. */
export function StatusChip(_: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ status: AuthoringStatus }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={COLOURS[record.status]} label={translate(`khru.catalogue.status.${record.status}`)} />;
}
