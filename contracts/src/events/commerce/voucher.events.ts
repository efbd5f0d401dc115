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
  /** Course or bundle ids it applies to; null means every item. */
  eligibleItemIds: string[] | null;
}

/** Stream `voucher-<CODE>`: one voucher and each use of it; a use is given back when its order is not paid. */
export type VoucherCreated = DomainEvent<'VoucherCreated', VoucherData>;
export type VoucherRedeemed = DomainEvent<'VoucherRedeemed', { code: string; orderId: string; userId: string; at: string }>;
export type VoucherRedemptionReleased = DomainEvent<'VoucherRedemptionReleased', { code: string; orderId: string; at: string }>;

export type VoucherEvent = VoucherCreated | VoucherRedeemed | VoucherRedemptionReleased;

export const VOUCHER_EVENT_TYPES = ['VoucherCreated', 'VoucherRedeemed', 'VoucherRedemptionReleased'] as const satisfies readonly VoucherEvent['type'][];

/** Codes are matched without regard to case. */
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();
export const voucherStream = (code: string): string => `voucher-${normalizeVoucherCode(code)}`;
