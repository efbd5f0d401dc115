import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useLocaleState, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import type { CreditPriceRow } from './credit-prices.data-provider';

/** Most credits a price may name (the API's limit). */
const MAX_CREDITS = 10_000_000;

const parseCredits = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_CREDITS ? value : null;
};

/** A row's credit price, edited in place: the pencil opens a field; Enter or the tick saves, Escape or the cross cancels. */
export function CreditPriceEditor() {
  const row = useRecordContext<CreditPriceRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const [locale] = useLocaleState();
  const [draft, setDraft] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate<CreditPriceRow>();
  if (!row) return null;
  const name = locale === 'th' ? row.nameTh : row.nameEn;
  const credits = draft === null ? null : parseCredits(draft);

  const save = () => {
    if (credits === null) return;
    // The outcome arrives in onSuccess or onError; the promise only says the call was made.
    void update(
      'credit-prices',
      { id: row.id, data: { credits }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDraft(null);
          notify('khru.creditPrices.saved', { type: 'success', messageArgs: { name, credits, smart_count: credits } });
        },
        onError: notifyError,
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') setDraft(null);
  };

  if (draft === null) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color={row.credits === null ? 'text.secondary' : 'text.primary'}>
          {row.credits === null ? translate('khru.creditPrices.notSet') : translate('khru.creditPrices.credits', { smart_count: row.credits })}
        </Typography>
        <IconButton size="small" aria-label={translate('khru.creditPrices.edit', { name })} onClick={() => setDraft(String(row.credits ?? ''))}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        size="small"
        type="number"
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        error={credits === null}
        helperText={credits === null ? translate('khru.creditPrices.invalid', { max: MAX_CREDITS.toLocaleString() }) : undefined}
        label={translate('khru.creditPrices.creditsFor', { name })}
        slotProps={{ htmlInput: { min: 0, max: MAX_CREDITS, step: 1 } }}
        sx={{ width: 160 }}
      />
      <IconButton aria-label={translate('ra.action.save')} onClick={save} disabled={credits === null || isPending} color="primary">
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={translate('ra.action.cancel')} onClick={() => setDraft(null)} disabled={isPending}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
