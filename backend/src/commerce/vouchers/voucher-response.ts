import type { VoucherDocument, VoucherResponse } from '@khru/contracts';

/** A voucher as the admin app reads it, keyed by its code. */
export function voucherResponse(document: VoucherDocument): VoucherResponse {
  const { _id, ...rest } = document;
  const { _positions: _stamp, ...fields } = rest as typeof rest & { _positions?: unknown };
  return { id: _id, ...fields, eligibleCategoryIds: fields.eligibleCategoryIds ?? null };
}
