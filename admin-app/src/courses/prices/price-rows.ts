import type { PriceSchedule } from '@khru/contracts';

export type PriceState = 'past' | 'current' | 'scheduled';

export interface PriceRow {
  price: number;
  effectiveFrom: string;
  state: PriceState;
}

/** The schedule newest first, each entry marked as past, in effect now, or still to come. */
export function priceRows(schedule: PriceSchedule, now: Date): PriceRow[] {
  const started = schedule.filter((p) => Date.parse(p.effectiveFrom) <= now.getTime());
  const current = started.at(-1) ?? schedule[0];
  return schedule
    .map((p): PriceRow => ({
      ...p,
      state: p === current ? 'current' : Date.parse(p.effectiveFrom) > now.getTime() ? 'scheduled' : 'past',
    }))
    .reverse();
}
