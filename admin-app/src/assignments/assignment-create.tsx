import type { EmployeeResponse } from '@khru/contracts';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  DateInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  useLocaleState,
} from 'react-admin';
import type { CatalogueItem } from '../catalogue/catalogue.data-provider';
import { employeeChoice } from '../employees/employee-name';
import type { AssignmentFormData } from './assignments.data-provider';

const KIND_CHOICES = [
  { id: 'course', name: 'khru.items.course' },
  { id: 'bundle', name: 'khru.items.bundle' },
];
const TARGET_CHOICES = [
  { id: 'people', name: 'khru.assignments.toPeople' },
  { id: 'department', name: 'khru.assignments.toDepartment' },
];

const byText = (q: string) => ({ q });
const activeByText = (q: string) => ({ q, active: 'true' });

/** Picks a published course or bundle, searched by its name in either language. */
function ItemInput({ kind }: { kind: AssignmentFormData['kind'] }) {
  const [locale] = useLocaleState();
  const name = (item: CatalogueItem) => (locale === 'th' ? item.nameTh : item.nameEn);
  return kind === 'bundle' ? (
    <ReferenceInput source="bundleId" reference="catalogue-bundles">
      <AutocompleteInput label="khru.items.bundle" optionText={name} filterToQuery={byText} validate={required()} />
    </ReferenceInput>
  ) : (
    <ReferenceInput source="courseId" reference="catalogue-courses">
      <AutocompleteInput label="khru.items.course" optionText={name} filterToQuery={byText} validate={required()} />
    </ReferenceInput>
  );
}

/** Assigns a course or bundle to chosen people or to everyone now in a department, with an optional due date. */
export function AssignmentCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ kind: 'course', target: 'people' }}>
        <RadioButtonGroupInput source="kind" choices={KIND_CHOICES} />
        <FormDataConsumer<AssignmentFormData>>{({ formData }) => <ItemInput kind={formData.kind} />}</FormDataConsumer>
        <RadioButtonGroupInput source="target" choices={TARGET_CHOICES} />
        <FormDataConsumer<AssignmentFormData>>
          {({ formData }) =>
            formData.target === 'department' ? (
              <TextInput source="department" validate={required()} helperText="khru.assignments.departmentHelp" />
            ) : (
              <ReferenceArrayInput source="userIds" reference="employees" filter={{ active: 'true' }} perPage={25}>
                <AutocompleteArrayInput
                  label="khru.assignments.choosePeople"
                  optionText={(employee: EmployeeResponse) => employeeChoice(employee)}
                  filterToQuery={activeByText}
                  validate={required()}
                />
              </ReferenceArrayInput>
            )
          }
        </FormDataConsumer>
        <DateInput source="dueDate" helperText="khru.assignments.dueDateHelp" />
      </SimpleForm>
    </Create>
  );
}
