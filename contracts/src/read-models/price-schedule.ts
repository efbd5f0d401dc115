/** Every price an item has had or will have, oldest first (whole baht). */
export type PriceSchedule = { price: number; effectiveFrom: string }[];

/** The price in effect at `now`: the latest schedule entry that has started. */
export function priceAt(schedule: PriceSchedule, now: Date): number {
  const started = schedule.filter((p) => Date.parse(p.effectiveFrom) <= now.getTime());
  return (started.at(-1) ?? schedule[0])?.price ?? 0;
}

/** Adds a price change made at `madeAt`; a past `effectiveFrom` means from when it was made, never earlier. */
export function withPriceChange(schedule: PriceSchedule, price: number, effectiveFrom: string, madeAt: string): PriceSchedule {
  const from = effectiveFrom > madeAt ? effectiveFrom : madeAt;
  return [...schedule, { price, effectiveFrom: from }].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}
