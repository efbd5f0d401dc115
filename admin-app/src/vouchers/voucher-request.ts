import type { CreateVoucherRequest } from '@khru/contracts/requests';

/** What the create form holds: courses and bundles picked apart (one list on the wire), dates as the inputs give them. */
export interface VoucherFormValues {
  code?: string;
  discount?: { kind?: 'percent' | 'fixed'; percent?: number | null; amount?: number | null };
  validFrom?: string | Date | null;
  validUntil?: string | Date | null;
  usageLimit?: number | null;
  perUserLimit?: number | null;
  eligibleCourseIds?: string[];
  eligibleBundleIds?: string[];
  eligibleCategoryIds?: string[];
}

const instant = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : '');

/**
 * The request a new voucher sends: only the amount its kind uses, and the items or categories it is limited to
 * (none chosen: every item). Missing values go as they are, for the server to name under their fields.
 */
export function voucherRequest(values: VoucherFormValues): CreateVoucherRequest {
  const kind = values.discount?.kind ?? 'percent';
  const items = [...(values.eligibleCourseIds ?? []), ...(values.eligibleBundleIds ?? [])];
  const categories = values.eligibleCategoryIds ?? [];
  return {
    code: (values.code ?? '').trim().toUpperCase(),
    discount: kind === 'percent' ? { kind, percent: Number(values.discount?.percent) } : { kind, amount: Number(values.discount?.amount) },
    validFrom: instant(values.validFrom),
    validUntil: instant(values.validUntil),
    usageLimit: Number(values.usageLimit),
    perUserLimit: Number(values.perUserLimit),
    ...(items.length > 0 ? { eligibleItemIds: items } : {}),
    ...(categories.length > 0 ? { eligibleCategoryIds: categories } : {}),
  } as CreateVoucherRequest;
}
