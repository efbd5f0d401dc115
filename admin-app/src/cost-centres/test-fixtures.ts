import type { LedgerPage } from '@khru/contracts';
import type { CreditEnrolmentRecord } from './enrolments/enrolments.data-provider';

/** Cost centres, a ledger page (newest first) and enrolments of a demo organisation, as the API answers them. */
export { HEAD_OFFICE, OPERATIONS } from '../testing/cost-centre-fixtures';

export const OPERATIONS_LEDGER: LedgerPage = {
  costCentreId: 'cc-ops',
  unlimited: false,
  asOf: '2026-06-01T00:00:00.000Z',
  balance: 1200,
  total: 2,
  items: [
    {
      eventId: 'e2',
      position: '11',
      at: '2026-02-10T03:00:00.000Z',
      type: 'CreditsDeducted',
      amount: -300,
      balanceAfter: 1200,
      by: 'u-somchai',
      reference: 'enr-1',
      item: { itemId: 'forklift-safety', isBundle: false, title: { en: 'Forklift safety', th: 'ความปลอดภัยรถยก' } },
      counterpart: null,
    },
    {
      eventId: 'e1',
      position: '10',
      at: '2026-01-10T03:00:00.000Z',
      type: 'CreditsDeposited',
      amount: 1500,
      balanceAfter: 1500,
      by: 'u-admin',
      reference: 'INV-1',
      item: null,
      counterpart: null,
    },
  ],
};

export const enrolment = (at: Date, overrides: Partial<CreditEnrolmentRecord> = {}): CreditEnrolmentRecord => ({
  id: 'enr-1',
  orgId: 'org-siam',
  costCentreId: 'cc-ops',
  userId: 'u-somchai',
  itemId: 'forklift-safety',
  isBundle: false,
  courseIds: ['forklift-safety'],
  amount: 300,
  at: at.toISOString(),
  reversedAt: null,
  ...overrides,
});
