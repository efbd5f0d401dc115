import type { CostCentreBalance } from '@khru/contracts';

/** How a cost centre is named in titles and pickers: its code, then its name. */
export const costCentreName = (centre: Pick<CostCentreBalance, 'code' | 'name'>): string => `${centre.code} · ${centre.name}`;
