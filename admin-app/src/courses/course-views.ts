import { CourseCreate } from './course-create';
import { CourseEdit } from './course-edit';
import { CourseList } from './course-list';
import { CourseShow } from './course-show';

/** The course screens, loaded on the first visit to the resource (see lazyViews). */
export default { list: CourseList, show: CourseShow, edit: CourseEdit, create: CourseCreate };
