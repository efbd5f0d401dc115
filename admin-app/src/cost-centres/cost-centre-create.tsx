import { BooleanInput, Create, regex, required, SimpleForm, TextInput } from 'react-admin';

/** The request's code pattern: letters, digits and dashes, up to 20. */
const CODE = /^[A-Za-z0-9-]{1,20}$/;

/** An organisation admin opens a cost centre; its credits expire at the contract's end. */
export function CostCentreCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ unlimited: false }}>
        <TextInput source="code" validate={[required(), regex(CODE, 'khru.costCentres.codePattern')]} helperText="khru.costCentres.codeHelp" />
        <TextInput source="name" validate={required()} />
        <BooleanInput source="unlimited" helperText="khru.costCentres.unlimitedHelp" />
      </SimpleForm>
    </Create>
  );
}
