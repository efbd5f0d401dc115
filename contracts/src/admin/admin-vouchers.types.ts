import type { VoucherData } from '../events/commerce/voucher.events.js';

/** One voucher in `POST pricingapi/voucher/search` and `GET pricingapi/voucher/{code}`. */
export interface VoucherResponse extends VoucherData {
  id: string;
  /** Uses held by orders now (a use is given back when its order is not paid). */
  uses: number;
  active: boolean;
  deactivatedAt: string | null;
  createdAt: string;
}

export interface VoucherListResponse {
  data: VoucherResponse[];
  totalCount: number;
}
