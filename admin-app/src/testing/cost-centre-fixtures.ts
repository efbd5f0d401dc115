import type { CostCentreBalance } from '@khru/contracts';

/** The demo organisation's two cost centres, as the API answers them: the one fixture the corporate slices' tests share. */
export const OPERATIONS: CostCentreBalance = {
  id: 'cc-ops',
  orgId: 'org-siam',
  code: 'OPS',
  name: 'Operations',
  unlimited: false,
  balance: 1200,
  used: 300,
  expiresAt: '2026-12-31T16:59:59.999Z',
  asOf: '2026-06-01T00:00:00.000Z',
};

export const HEAD_OFFICE: CostCentreBalance = { ...OPERATIONS, id: 'cc-hq', code: 'HQ', name: 'Head office', unlimited: true, balance: 0, used: 40 };
