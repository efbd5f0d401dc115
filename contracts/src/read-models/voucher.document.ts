import type { VoucherData } from '../events/commerce/voucher.events.js';

/** Collection `vouchers`: each voucher keyed by its upper-case code, with its uses now and whether it still takes new ones. */
export interface VoucherDocument extends VoucherData {
  _id: string;
  /** Uses held by orders now: redeemed minus released. */
  uses: number;
  /** False once deactivated (an expired voucher stays active: its window says it is over). */
  active: boolean;
  deactivatedAt: string | null;
  createdAt: string;
}

export const VOUCHERS_COLLECTION = 'vouchers';
