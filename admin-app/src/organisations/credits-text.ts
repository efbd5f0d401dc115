import type { CostCentreBalance } from '@khru/contracts';

/** An unlimited cost centre has no balance to show (spec section 2: "none"). */
export const balanceText = (costCentre: Pick<CostCentreBalance, 'unlimited' | 'balance'>, translate: (key: string) => string): string =>
  costCentre.unlimited ? translate('khru.organisations.costCentres.unlimited') : costCentre.balance.toLocaleString();
