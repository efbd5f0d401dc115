import type { OrganisationResponse } from '@khru/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNotifyServerError } from '../dataProvider/use-notify-server-error';

/** A platform admin's choice of the organisation to report on (the organisations resource is theirs). */
export function OrganisationPicker({ value, onChange }: { value: string; onChange: (orgId: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const organisations = useGetList<OrganisationResponse>('organisations', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: locale === 'th' ? 'name.th' : 'name.en', order: 'ASC' },
  });
  useNotifyServerError(organisations.error);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={translate('khru.reports.organisation')}
      value={organisations.data?.some((organisation) => organisation.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 260, mb: 2 }}
    >
      {(organisations.data ?? []).map((organisation) => (
        <MenuItem key={organisation.id} value={organisation.id}>
          {locale === 'th' ? organisation.name.th : organisation.name.en}
        </MenuItem>
      ))}
    </TextField>
  );
}
