import { Datagrid, List, NumberField, ReferenceField, TextField, FunctionField } from 'react-admin';
import type { EmployeeResponse } from '@khru/contracts';
import type { CreditEnrolmentRecord } from '../../dataProvider/enrolments';
import { CatalogueItemField } from '../../fields/catalogue-item-field';
import { LocalDateField } from '../../fields/local-date-field';
import { usePhone } from '../../layout/use-phone';
import { employeeName } from '../../employees/employee-name';
import { EnrolmentStatusField } from './enrolment-status-field';

const itemOf = (enrolment: CreditEnrolmentRecord) => ({ itemId: enrolment.itemId, isBundle: enrolment.isBundle });

/** The rows of enrolments by credits, newest first, each with its reversal while it may be done. */
export function EnrolmentRows({ compact }: { compact: boolean }) {
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <LocalDateField source="at" sortable={false} />
      <ReferenceField source="userId" reference="employees" link={false} sortable={false}>
        <FunctionField<EmployeeResponse> render={employeeName} />
      </ReferenceField>
      <CatalogueItemField<CreditEnrolmentRecord> source="itemId" label="resources.enrolments.fields.itemId" item={itemOf} />
      <NumberField source="amount" sortable={false} />
      {!compact && (
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
  const phone = usePhone();
  return (
    <List exporter={false}>
      <EnrolmentRows compact={phone} />
    </List>
  );
}
