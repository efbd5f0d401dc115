import { Edit } from 'react-admin';
import { InstructorForm } from './instructor-form';

export function InstructorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <InstructorForm />
    </Edit>
  );
}
