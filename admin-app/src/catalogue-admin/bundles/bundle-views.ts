import { BundleCreate } from './bundle-create';
import { BundleEdit } from './bundle-edit';
import { BundleList } from './bundle-list';
import { BundleShow } from './bundle-show';

/** The bundle screens, loaded on the first visit. */
export default { list: BundleList, show: BundleShow, edit: BundleEdit, create: BundleCreate };
