import { JobFunctionCreate } from './job-function-create';
import { JobFunctionEdit } from './job-function-edit';
import { JobFunctionList } from './job-function-list';
import { JobFunctionShow } from './job-function-show';

/** The job function screens, loaded on the first visit. */
export default { list: JobFunctionList, show: JobFunctionShow, edit: JobFunctionEdit, create: JobFunctionCreate };
