import { VoucherCreate } from './voucher-create';
import { VoucherList } from './voucher-list';
import { VoucherShow } from './voucher-show';

/** The voucher screens, loaded on the first visit. */
export default { list: VoucherList, show: VoucherShow, create: VoucherCreate };
