import { Edit } from 'react-admin';
import { JobFunctionForm } from './job-function-form';

export function JobFunctionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <JobFunctionForm />
    </Edit>
  );
}
