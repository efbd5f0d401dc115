import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';
import { moved, renumbered } from './move';

type Ordered = { id: string; order: number };

/**
 * Moves a row of an ordered list (banners, shelves, job functions) one place up or down and saves the `order` of
 * every record whose place changed. Only on the whole, unfiltered list: a filtered one would renumber a part.
 */
export function ReorderButtons<R extends Ordered>({ save }: { save: (changed: R[]) => Promise<unknown> }) {
  const record = useRecordContext<R>();
  const { data = [], filterValues, total } = useListContext<R>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const whole = Object.values(filterValues ?? {}).every((value) => value === undefined || value === '') && data.length === total;
  const ordered = [...data].sort((a, b) => a.order - b.order);
  const index = ordered.findIndex((r) => r.id === record.id);
  const move = async (delta: number) => {
    setSaving(true);
    try {
      await save(renumbered(moved(ordered, index, delta)));
      notify('khru.catalogue.move.done', { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  const stop = (event: React.MouseEvent, delta: number) => {
    event.stopPropagation();
    void move(delta);
  };
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <IconButton size="small" aria-label={translate('khru.catalogue.move.up')} disabled={!whole || saving || index <= 0} onClick={(event) => stop(event, -1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('khru.catalogue.move.down')}
        disabled={!whole || saving || index < 0 || index >= ordered.length - 1}
        onClick={(event) => stop(event, 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </span>
  );
}
