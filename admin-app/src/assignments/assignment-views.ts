import { AssignmentCreate } from './assignment-create';
import { AssignmentList } from './assignment-list';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: AssignmentList, create: AssignmentCreate };
