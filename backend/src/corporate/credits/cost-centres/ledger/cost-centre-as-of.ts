import type { CostCentreBalance, CostCentreEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { costCentreDecider } from '../cost-centre.decider.js';

/** A cost centre's balance folded from its events up to an instant; null when it was not yet open then. */
export function costCentreBalanceOf(events: readonly RecordedEvent[], asOf: string): CostCentreBalance | null {
  const state = events.reduce(
    (s, recorded) => costCentreDecider.evolve(s, { type: recorded.type, data: recorded.data } as unknown as CostCentreEvent),
    costCentreDecider.initialState(),
  );
  const opened = state.opened;
  if (!opened) return null;
  return {
    id: opened.costCentreId,
    orgId: opened.orgId,
    code: opened.code,
    name: opened.name,
    unlimited: opened.unlimited,
    balance: state.balance,
    used: state.used,
    expiresAt: opened.expiresAt,
    asOf,
  };
}
