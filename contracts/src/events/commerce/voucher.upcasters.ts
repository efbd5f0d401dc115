import { upcaster, type Upcaster } from '../upcasting.js';
import type { VoucherData } from './voucher.events.js';

/** Version 1 (until 2026-11-25): a voucher applied to items only, never to categories. */
export type VoucherCreatedV1 = Omit<VoucherData, 'eligibleCategoryIds'>;

export const VOUCHER_UPCASTERS: readonly Upcaster[] = [
  // Kept when present: a voucher written before versions were recorded may name categories already.
  upcaster('VoucherCreated', 1, (data: VoucherCreatedV1 & Partial<Pick<VoucherData, 'eligibleCategoryIds'>>): VoucherData => ({
    ...data,
    eligibleCategoryIds: data.eligibleCategoryIds ?? null,
  })),
];
