import type { CertificateResponse } from '@khru/contracts';
import { Datagrid, FunctionField, List, SearchInput, SelectField, SelectInput, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';
import { certificateTitle } from './certificate-title';
import { CertificateStatusField, KIND_CHOICES, STATUS_CHOICES } from './certificate-status';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="khru.certificates.allStatuses" />,
];

/**
 * Every certificate issued, newest first, searchable by number, holder or title and filterable by status; a row
 * opens the certificate, where it can be revoked.
 */
export function CertificateList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'issuedAt', order: 'DESC' }}>
      {phone ? (
        <SimpleList<CertificateResponse>
          linkType="show"
          primaryText={(certificate) => certificate.holderName}
          secondaryText={(certificate) => `${certificateTitle(certificate, locale)} · ${certificate.number} · ${formatDateTime(certificate.issuedAt, locale)}`}
          tertiaryText={(certificate) => translate(`khru.certificates.status.${certificate.status}`)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" sortable={false} />
          <TextField source="holderName" sortable={false} />
          <FunctionField<CertificateResponse> source="title" sortable={false} render={(certificate) => certificateTitle(certificate, locale)} />
          <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
          <LocalDateField source="issuedAt" sortable={false} />
          <CertificateStatusField source="status" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
