import type { DomainEvent } from '../event.js';

/** A voucher takes a percentage off, or a fixed amount in whole baht, from the items it applies to. */
export type VoucherDiscount = { kind: 'percent'; percent: number } | { kind: 'fixed'; amount: number };

export interface VoucherData {
  code: string;
  discount: VoucherDiscount;
  validFrom: string;
  validUntil: string;
  /** Redemptions allowed in all, and per learner. */
  usageLimit: number;
  perUserLimit: number;
  /** Course or bundle ids it applies to; null (with no categories) means every item. */
  eligibleItemIds: string[] | null;
  /** Category or sub-category ids whose courses it applies to as well, and bundles whose courses all are (null: none). */
  eligibleCategoryIds: string[] | null;
}

/** Stream `voucher-<CODE>`: one voucher and each use of it; a use is given back when its order is not paid. */
export type VoucherCreated = DomainEvent<'VoucherCreated', VoucherData>;
export type VoucherRedeemed = DomainEvent<'VoucherRedeemed', { code: string; orderId: string; userId: string; at: string }>;
export type VoucherRedemptionReleased = DomainEvent<'VoucherRedemptionReleased', { code: string; orderId: string; at: string }>;
/** No new use from now on; uses already held by orders stay. */
export type VoucherDeactivated = DomainEvent<'VoucherDeactivated', { code: string; at: string }>;

/** Why a voucher gave an order no use: the catalogue's rule for it (`field-rules.ts`). */
export type VoucherRefusalReason = 'voucherUnknown' | 'voucherInactive' | 'voucherNotValidNow' | 'voucherUsedUp';
/**
 * An order asked for a use and got none (its last use went to another order first): recorded rather than refused, so
 * the checkout workflow that asked hears the answer and closes the order's attempt (ADR 34).
 */
export type VoucherRedemptionRefused = DomainEvent<
  'VoucherRedemptionRefused',
  { code: string; orderId: string; userId: string; reason: VoucherRefusalReason; at: string }
>;

export type VoucherEvent = VoucherCreated | VoucherRedeemed | VoucherRedemptionReleased | VoucherDeactivated | VoucherRedemptionRefused;

export const VOUCHER_EVENT_TYPES = [
  'VoucherCreated',
  'VoucherRedeemed',
  'VoucherRedemptionReleased',
  'VoucherDeactivated',
  'VoucherRedemptionRefused',
] as const satisfies readonly VoucherEvent['type'][];

/** Codes are matched without regard to case. */
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();
export const voucherStream = (code: string): string => `voucher-${normalizeVoucherCode(code)}`;
