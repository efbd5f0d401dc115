import { ReferenceInput, SelectInput, TextInput } from 'react-admin';

const costCentreText = (centre: { code: string; name: string }) => `${centre.code} · ${centre.name}`;

/**
 * Where a person sits (spec section 2's employee information) and the cost centre their enrolments draw on.
 * Lengths are checked by the server, whose field errors appear under these inputs.
 */
export function PlacementInputs() {
  return (
    <>
      <TextInput source="department" />
      <TextInput source="position" />
      <TextInput source="jobGrade" />
      <TextInput source="team" />
      <TextInput source="businessUnit" />
      <TextInput source="location" />
      <ReferenceInput source="costCentreId" reference="cost-centres" sort={{ field: 'code', order: 'ASC' }} perPage={100}>
        <SelectInput optionText={costCentreText} />
      </ReferenceInput>
    </>
  );
}
