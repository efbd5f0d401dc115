import { BannerCreate } from './banner-create';
import { BannerEdit } from './banner-edit';
import { BannerList } from './banner-list';
import { BannerShow } from './banner-show';

/** The banner screens, loaded on the first visit. */
export default { list: BannerList, show: BannerShow, edit: BannerEdit, create: BannerCreate };
