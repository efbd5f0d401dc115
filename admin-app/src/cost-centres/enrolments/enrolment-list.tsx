import type { EmployeeResponse } from '@khru/contracts';
import { Stack } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, ReferenceField, TextField } from 'react-admin';
import { CatalogueItemField } from '../../catalogue/catalogue-item-field';
import { employeeName } from '../../employees/employee-name';
import { LocalDateField } from '../../fields/local-date-field';
import { usePhone } from '../../layout/use-phone';
import { EnrolmentStatusField } from './enrolment-status-field';
import type { CreditEnrolmentRecord } from './enrolments.data-provider';

const itemOf = (enrolment: CreditEnrolmentRecord) => ({ itemId: enrolment.itemId, isBundle: enrolment.isBundle });

function EmployeeField(_: { source?: string; sortable?: boolean }) {
  return (
    <ReferenceField source="userId" reference="employees" link={false}>
      <FunctionField<EmployeeResponse> render={employeeName} />
    </ReferenceField>
  );
}

/** On a phone, who, what and when share one column so the table stays as wide as the screen. */
function EnrolmentSummaryField(_: { label?: string }) {
  return (
    <Stack spacing={0.5}>
      <EmployeeField />
      <CatalogueItemField<CreditEnrolmentRecord> item={itemOf} />
      <LocalDateField source="at" variant="caption" color="text.secondary" />
    </Stack>
  );
}

/** The rows of enrolments by credits, newest first, each with its reversal while it may be done; `compact` leaves out the cost centre. */
export function EnrolmentRows({ compact }: { compact: boolean }) {
  const phone = usePhone();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      {phone ? (
        <EnrolmentSummaryField label="resources.enrolments.fields.summary" />
      ) : (
        [
          <LocalDateField key="at" source="at" sortable={false} />,
          <EmployeeField key="userId" source="userId" sortable={false} />,
          <CatalogueItemField<CreditEnrolmentRecord> key="itemId" source="itemId" label="resources.enrolments.fields.itemId" item={itemOf} />,
        ]
      )}
      <NumberField source="amount" sortable={false} />
      {!compact && !phone && (
        <ReferenceField source="costCentreId" reference="cost-centres" link="show" sortable={false}>
          <TextField source="code" />
        </ReferenceField>
      )}
      <EnrolmentStatusField label="resources.enrolments.fields.status" />
    </Datagrid>
  );
}

/** The organisation's enrolments by credits (the reversals are done from here). */
export function EnrolmentList() {
  return (
    <List exporter={false}>
      <EnrolmentRows compact={false} />
    </List>
  );
}
