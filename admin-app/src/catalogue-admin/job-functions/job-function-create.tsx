import { Create } from 'react-admin';
import { JobFunctionForm } from './job-function-form';

export function JobFunctionCreate() {
  return (
    <Create redirect="show" record={{ subFunctions: [] }}>
      <JobFunctionForm creating />
    </Create>
  );
}
