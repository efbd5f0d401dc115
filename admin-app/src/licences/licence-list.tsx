import type { LicenceResponse } from '@khru/contracts';
import { Datagrid, List, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';
import { CoverageField } from './coverage-field';
import { freeSeats, SeatsField } from './seats-field';

/** The organisation's licence pools: seats used and free, how long they hold and what they cover; a row opens the holders. */
export function LicenceList() {
  const phone = usePhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List exporter={false} sort={{ field: 'validUntil', order: 'DESC' }}>
      {phone ? (
        <SimpleList<LicenceResponse>
          linkType="show"
          primaryText={(licence) => licence.name}
          secondaryText={(licence) => translate('khru.licences.seatsLine', { used: licence.seatsUsed, free: freeSeats(licence), seats: licence.seats })}
          tertiaryText={(licence) => formatDateTime(licence.validUntil, locale)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <SeatsField source="seatsUsed" />
          <LocalDateField source="validFrom" />
          <LocalDateField source="validUntil" />
          <CoverageField source="coverage" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
