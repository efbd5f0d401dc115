import { OFFER_RULES, type OrderLine } from '@khru/contracts';

const DAY_MS = 24 * 3600 * 1000;
/** Spec section 9: a public training course is refunded in full when asked 15 days or more before it starts, at half from 14 days to the start. */
export const TRAINING_FULL_REFUND_DAYS = OFFER_RULES.trainingFullRefundDays;

/** The last moment a line can be refunded at all. */
export function lineRefundableUntil(line: OrderLine, paidAt: string): string {
  return line.trainingStartsAt ?? new Date(Date.parse(paidAt) + OFFER_RULES.onlineRefundWindowDays * DAY_MS).toISOString();
}

/**
 * What one line pays back at `now` (whole baht), or null when it can no longer be refunded. A
 * membership year is never refunded: cancelling keeps access to the end of what was paid instead.
 */
export function lineRefund(line: OrderLine, paidAt: string, now: Date): number | null {
  if (line.kind === 'membership') return null;
  if (now.getTime() > Date.parse(lineRefundableUntil(line, paidAt))) return null;
  if (!line.trainingStartsAt) return line.price;
  const daysBefore = Math.floor((Date.parse(line.trainingStartsAt) - now.getTime()) / DAY_MS);
  return daysBefore >= TRAINING_FULL_REFUND_DAYS ? line.price : Math.floor(line.price / 2);
}

/**
 * What an order pays back at `now`: every line must still be refundable (online courses within 7
 * days of payment, public training until it starts); a voucher's discount is shared out, so the
 * refund never exceeds what was paid. Null when the order can no longer be refunded.
 */
export function orderRefund(lines: OrderLine[], subtotal: number, total: number, paidAt: string, now: Date): number | null {
  const parts = lines.map((line) => lineRefund(line, paidAt, now));
  if (parts.some((p) => p === null)) return null;
  const refundable = (parts as number[]).reduce((sum, p) => sum + p, 0);
  return subtotal === 0 ? 0 : Math.floor((refundable * total) / subtotal);
}

/**
 * What one line of an order pays back at `now`: its refund by the rules above, scaled by the share
 * of the subtotal the learner actually paid (a voucher's discount shared out), and never more than
 * what is left after the lines refunded already. Null when that line can no longer be refunded.
 */
export function orderLineRefund(line: OrderLine, subtotal: number, total: number, alreadyRefunded: number, paidAt: string, now: Date): number | null {
  const refund = lineRefund(line, paidAt, now);
  return refund === null ? null : paidShare(refund, subtotal, total, alreadyRefunded);
}

/**
 * What one line pays back when its public training is cancelled or postponed (spec section 9: a full
 * refund): its whole price whatever the date, scaled and capped as `orderLineRefund` is.
 */
export function trainingLineRefund(line: OrderLine, subtotal: number, total: number, alreadyRefunded: number): number {
  return paidShare(line.price, subtotal, total, alreadyRefunded);
}

/** A line's refund as a share of what the learner paid (a voucher's discount shared out), never more than what is left. */
function paidShare(refund: number, subtotal: number, total: number, alreadyRefunded: number): number {
  const share = subtotal === 0 ? 0 : Math.floor((refund * total) / subtotal);
  return Math.max(0, Math.min(share, total - alreadyRefunded));
}

/** Until when an order can be refunded: its earliest line's last moment. */
export function orderRefundableUntil(lines: OrderLine[], paidAt: string): string {
  return lines.map((line) => lineRefundableUntil(line, paidAt)).sort()[0]!;
}
