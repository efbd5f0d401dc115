import { OrderList } from './order-list';
import { OrderShow } from './order-show';

/** The orders screens, loaded on first visit (see `lazyViews`). */
export default { list: OrderList, show: OrderShow };
