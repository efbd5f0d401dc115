import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A filter of several values among a few; none chosen means all, and says so. */
export function MultiSelectFilter<T extends string | number>({
  label,
  choices,
  value,
  onChange,
  choiceLabel,
}: {
  /** Translation keys, as the next two. */
  label: string;
  choices: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  choiceLabel: (choice: T) => string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={translate(label)}
      value={value.map(String)}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[];
        onChange(choices.filter((choice) => picked.includes(String(choice))));
      }}
      sx={{ minWidth: 180, maxWidth: 280 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const picked = selected as string[];
            return picked.length === 0
              ? translate('khru.reports.filters.all')
              : choices
                  .filter((choice) => picked.includes(String(choice)))
                  .map((choice) => translate(choiceLabel(choice)))
                  .join(', ');
          },
        },
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={String(choice)} value={String(choice)}>
          <Checkbox size="small" checked={value.includes(choice)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={translate(choiceLabel(choice))} />
        </MenuItem>
      ))}
    </TextField>
  );
}
