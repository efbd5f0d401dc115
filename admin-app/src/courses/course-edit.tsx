import { Edit, SimpleForm } from 'react-admin';
import { CourseTitle } from './course-title';
import { CourseDetailsInputs } from './details/course-details-inputs';

/** The course's details; its price, curriculum and status change from its page. */
export function CourseEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" title={<CourseTitle />}>
      <SimpleForm>
        <CourseDetailsInputs isNew={false} />
      </SimpleForm>
    </Edit>
  );
}
