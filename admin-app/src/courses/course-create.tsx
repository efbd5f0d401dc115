import { Create, SimpleForm } from 'react-admin';
import { CourseDetailsInputs } from './details/course-details-inputs';

/** A new course, as a draft without lessons: the curriculum, the final test and publishing follow on its page. */
export function CourseCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ price: 0 }}>
        <CourseDetailsInputs isNew />
      </SimpleForm>
    </Create>
  );
}
