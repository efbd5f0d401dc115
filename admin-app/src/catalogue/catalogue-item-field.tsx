import type { ItemRef } from '@khru/contracts';
import { Typography } from '@mui/material';
import { useGetManyAggregate, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { CatalogueItem } from './catalogue.data-provider';

/**
 * A course or bundle named in the admin's language; rows of one list ask for their items together. `item` says
 * where the record keeps the reference (an assignment's `item`, an enrolment's own `itemId` and `isBundle`).
 */
export function CatalogueItemField<T extends object>({ item }: { item: (record: T) => ItemRef; label?: string; source?: string }) {
  const record = useRecordContext<T & { id: string }>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const ref = record ? item(record) : null;
  const { data } = useGetManyAggregate<CatalogueItem & { id: string }>(
    ref?.isBundle ? 'catalogue-bundles' : 'catalogue-courses',
    { ids: ref ? [ref.itemId] : [] },
    { enabled: Boolean(ref) },
  );
  if (!ref) return null;
  const found = data?.find((candidate) => candidate.id === ref.itemId);
  const name = found ? (locale === 'th' ? found.nameTh : found.nameEn) : ref.itemId;
  return (
    <Typography component="span" variant="body2">
      {name}
      <Typography component="span" variant="caption" color="text.secondary">
        {` · ${translate(ref.isBundle ? 'khru.items.bundle' : 'khru.items.course')}`}
      </Typography>
    </Typography>
  );
}
