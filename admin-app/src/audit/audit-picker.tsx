import type { OrganisationResponse } from '@khru/contracts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNotifyServerError } from '../dataProvider/use-notify-server-error';
import { useCostCentreChoices } from './audit-queries';
import { bangkokInputValue } from './instant';

export interface AuditSelection {
  orgId: string;
  costCentreId: string;
  /** The instant, as the `datetime-local` field holds it (Bangkok time). */
  instant: string;
}

/**
 * What the audit reads: an organisation (an organisation admin is offered only theirs, so it is chosen for
 * them), one of its cost centres, and the instant, now unless changed (the server knows nothing later).
 */
export function AuditPicker({ value, onChange }: { value: AuditSelection; onChange: (next: AuditSelection) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const organisations = useGetList<OrganisationResponse>('organisations', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: locale === 'th' ? 'name.th' : 'name.en', order: 'ASC' },
  });
  useNotifyServerError(organisations.error);
  const costCentres = useCostCentreChoices(value.orgId);
  const onlyOrganisation = organisations.data?.length === 1 ? organisations.data[0]!.id : null;
  const onlyCostCentre = costCentres.data?.length === 1 ? costCentres.data[0]!.id : null;

  useEffect(() => {
    if (onlyOrganisation && !value.orgId) onChange({ ...value, orgId: onlyOrganisation });
  }, [onlyOrganisation, value, onChange]);
  useEffect(() => {
    if (onlyCostCentre && !value.costCentreId) onChange({ ...value, costCentreId: onlyCostCentre });
  }, [onlyCostCentre, value, onChange]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
      <TextField
        select
        label={translate('khru.audit.organisation')}
        value={organisations.data?.some((o) => o.id === value.orgId) ? value.orgId : ''}
        onChange={(event) => onChange({ ...value, orgId: event.target.value, costCentreId: '' })}
        sx={{ minWidth: 240 }}
      >
        {(organisations.data ?? []).map((organisation) => (
          <MenuItem key={organisation.id} value={organisation.id}>
            {locale === 'th' ? organisation.name.th : organisation.name.en}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('khru.audit.costCentre')}
        value={costCentres.data?.some((c) => c.id === value.costCentreId) ? value.costCentreId : ''}
        onChange={(event) => onChange({ ...value, costCentreId: event.target.value })}
        disabled={!value.orgId}
        sx={{ minWidth: 240 }}
      >
        {(costCentres.data ?? []).map((costCentre) => (
          <MenuItem key={costCentre.id} value={costCentre.id}>
            {`${costCentre.code} · ${costCentre.name}`}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField
          type="datetime-local"
          label={translate('khru.audit.asOf')}
          value={value.instant}
          onChange={(event) => onChange({ ...value, instant: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, max: bangkokInputValue(new Date()) } }}
        />
        <Button onClick={() => onChange({ ...value, instant: bangkokInputValue(new Date()) })}>{translate('khru.audit.now')}</Button>
      </Stack>
    </Stack>
  );
}
