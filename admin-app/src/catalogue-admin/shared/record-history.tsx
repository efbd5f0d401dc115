import type { HistoryRecordKind } from '@khru/contracts';
import { useRecordContext } from 'react-admin';
import { HistoryTab } from '../../history/history-tab';

/** The shown record's History (its stream's events); `idOf` says which field names its stream (a voucher's code). */
export function RecordHistory({
  kind,
  idOf = (record) => String(record.id),
}: {
  kind: HistoryRecordKind;
  idOf?: (record: { id: unknown } & Record<string, unknown>) => string;
}) {
  const record = useRecordContext<{ id: unknown } & Record<string, unknown>>();
  return record ? <HistoryTab kind={kind} id={idOf(record)} /> : null;
}
