import { InstructorCreate } from './instructor-create';
import { InstructorEdit } from './instructor-edit';
import { InstructorList } from './instructor-list';
import { InstructorShow } from './instructor-show';

/** The instructor screens, loaded on the first visit. */
export default { list: InstructorList, show: InstructorShow, edit: InstructorEdit, create: InstructorCreate };
