import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A date and time (Bangkok) to read the ledger as of; empty means now. */
export function AsOfPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        type="datetime-local"
        size="small"
        label={translate('khru.ledger.asOf')}
        helperText={translate('khru.ledger.asOfHelp')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button size="small" disabled={!value} onClick={() => onChange('')}>
        {translate('khru.ledger.now')}
      </Button>
    </Stack>
  );
}
