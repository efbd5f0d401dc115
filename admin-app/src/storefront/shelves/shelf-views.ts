import { ShelfCreate } from './shelf-create';
import { ShelfEdit } from './shelf-edit';
import { ShelfList } from './shelf-list';
import { ShelfShow } from './shelf-show';

/** The shelf screens, loaded on the first visit. */
export default { list: ShelfList, show: ShelfShow, edit: ShelfEdit, create: ShelfCreate };
