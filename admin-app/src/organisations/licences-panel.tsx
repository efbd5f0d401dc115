import type { LicenceResponse, OrganisationResponse } from '@khru/contracts';
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, ListContextProvider, TextField, useList, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { coverageText } from './coverage-text';
import { useLicences } from './holdings-queries';
import { LicenceCreateDialog } from './licence-create-dialog';
import { formatDay } from './local-day-field';
import { SectionHeader } from './section-header';

/** The organisation's licence pools: seats taken of all, validity and what each covers; the platform admin adds pools. */
export function LicencesPanel() {
  const organisation = useRecordContext<OrganisationResponse>();
  const phone = usePhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const licences = useLicences(organisation?.id ?? '');
  const list = useList<LicenceResponse>({
    data: licences.data ?? [],
    isPending: licences.isPending,
    perPage: 1000,
    sort: { field: 'validFrom', order: 'DESC' },
  });
  if (!organisation) return null;
  const validity = (licence: LicenceResponse) => `${formatDay(licence.validFrom, locale)} – ${formatDay(licence.validUntil, locale)}`;
  return (
    <section aria-labelledby="organisation-licences">
      <SectionHeader
        id="organisation-licences"
        title="khru.organisations.licences.title"
        action={<LicenceCreateDialog orgId={organisation.id} onCreated={licences.readAfter} />}
      />
      {licences.data?.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {translate('khru.organisations.licences.empty')}
        </Typography>
      ) : (
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" label="khru.organisations.licences.name" />
            <FunctionField<LicenceResponse>
              source="seatsUsed"
              label="khru.organisations.licences.seats"
              render={(licence) => translate('khru.organisations.licences.seatsUsed', { used: licence.seatsUsed, seats: licence.seats })}
            />
            <FunctionField<LicenceResponse> source="validFrom" label="khru.organisations.licences.validity" render={validity} />
            {!phone && (
              <FunctionField<LicenceResponse> label="khru.organisations.licences.coverage" render={(licence) => coverageText(licence.coverage, translate)} />
            )}
          </Datagrid>
        </ListContextProvider>
      )}
    </section>
  );
}
