import type { AssignmentResponse } from '@khru/contracts';
import { Datagrid, FunctionField, List, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { CatalogueItemField } from '../catalogue/catalogue-item-field';
import { LocalDateField } from '../fields/local-date-field';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';

const itemOf = (assignment: AssignmentResponse) => assignment.item;

/** Courses and bundles the organisation asked its people to take, newest first. */
export function AssignmentList() {
  const phone = usePhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const people = (assignment: AssignmentResponse) => translate('khru.assignments.people', { smart_count: assignment.userIds.length });
  return (
    <List exporter={false} sort={{ field: 'at', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AssignmentResponse>
          linkType={false}
          primaryText={() => <CatalogueItemField<AssignmentResponse> item={itemOf} />}
          secondaryText={(assignment) => [assignment.department, people(assignment)].filter(Boolean).join(' · ')}
          tertiaryText={(assignment) => (assignment.dueDate ? translate('khru.assignments.dueOn', { at: formatDateTime(assignment.dueDate, locale) }) : '')}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <CatalogueItemField<AssignmentResponse> source="item" label="resources.assignments.fields.item" item={itemOf} />
          <TextField source="department" emptyText="—" sortable={false} />
          <FunctionField<AssignmentResponse> source="userIds" render={people} sortable={false} />
          <LocalDateField source="dueDate" emptyText="—" />
          <LocalDateField source="at" />
        </Datagrid>
      )}
    </List>
  );
}
