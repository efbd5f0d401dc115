import { Create } from 'react-admin';
import { InstructorForm } from './instructor-form';

export function InstructorCreate() {
  return (
    <Create redirect="show">
      <InstructorForm creating />
    </Create>
  );
}
