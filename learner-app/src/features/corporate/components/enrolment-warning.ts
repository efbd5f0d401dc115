import type { CreditQuote } from '@khru/contracts';

/**
 * What the quote says the server would refuse, so the dialog warns before the call with the same
 * catalogue message: no valid licence covering the item, or too few credits (no cost centre counts
 * as none). An unlimited cost centre never runs short.
 */
export function enrolmentWarning(quote: CreditQuote): 'INSUFFICIENT_LICENSE' | 'INSUFFICIENT_CREDITS' | null {
  if (!quote.hasLicence) return 'INSUFFICIENT_LICENSE';
  if (!quote.costCentre) return 'INSUFFICIENT_CREDITS';
  if (!quote.costCentre.unlimited && quote.costCentre.balance < quote.credits) return 'INSUFFICIENT_CREDITS';
  return null;
}
