import type { CreateOrganisationRequest } from '@khru/contracts/requests';
import { ArrayInput, Create, DateInput, email, maxLength, regex, required, SelectInput, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { endAfterStart, endOfBangkokDay, startOfBangkokDay } from './bangkok-day';

/** Who the platform admin names to run the organisation: its admins and HR (its learners are added by them). */
export const ADMIN_ROLE_CHOICES = (['ORG_ADMIN', 'HR'] as const).map((id) => ({ id, name: `khru.roles.${id}` }));

/** The contract runs from the first instant of its first day to the last instant of its last day. */
const toRequest = (values: CreateOrganisationRequest): CreateOrganisationRequest => ({
  ...values,
  contractStart: startOfBangkokDay(values.contractStart),
  contractEnd: endOfBangkokDay(values.contractEnd),
  admins: values.admins ?? [],
});

/** A new organisation: its names, tax id, address, contract and the people who will run it. */
export function OrganisationCreate() {
  return (
    <Create redirect="show" transform={toRequest}>
      <SimpleForm defaultValues={{ admins: [{ role: 'ORG_ADMIN' }] }}>
        <TextInput source="nameEn" validate={[required(), maxLength(200)]} />
        <TextInput source="nameTh" validate={[required(), maxLength(200)]} />
        <TextInput
          source="taxId"
          validate={[required(), regex(/^\d{13}$/, 'khru.organisations.taxIdDigits')]}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
        />
        <TextInput source="address" multiline minRows={2} validate={[required(), maxLength(500)]} />
        <TextInput source="contractId" validate={[required(), maxLength(64)]} />
        <DateInput source="contractStart" validate={required()} />
        <DateInput source="contractEnd" validate={[required(), endAfterStart('contractStart', 'khru.organisations.endBeforeStart')]} />
        <ArrayInput source="admins">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} />
            <TextInput source="firstName" validate={[required(), maxLength(100)]} />
            <TextInput source="lastName" validate={[required(), maxLength(100)]} />
            <SelectInput source="role" choices={ADMIN_ROLE_CHOICES} validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  );
}
