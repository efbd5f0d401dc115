import { CategoryCreate } from './category-create';
import { CategoryEdit } from './category-edit';
import { CategoryList } from './category-list';
import { CategoryShow } from './category-show';

/** The category screens, loaded on the first visit. */
export default { list: CategoryList, show: CategoryShow, edit: CategoryEdit, create: CategoryCreate };
