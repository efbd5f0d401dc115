import type { ItemRef } from '@khru/contracts';
import { sharedKeys } from '../../../lib/query-keys';

/** Query keys of the corporate feature. */
export const corporateKeys = {
  creditQuotes: ['credit-quote'] as const,
  creditQuote: (item: ItemRef) => [...corporateKeys.creditQuotes, item.itemId, item.isBundle] as const,
  /** Kept under the account's key, so whatever drops or reads the account again (a log-out, an enrolment) does this too. */
  employeeProfile: (userId: string) => [...sharedKeys.user(userId), 'employee-profile'] as const,
};
