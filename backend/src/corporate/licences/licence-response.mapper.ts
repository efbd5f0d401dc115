import type { LicenceResponse } from '@khru/contracts';
import type { LicencePool } from './licence.decider.js';

/** A seat holder as people know them: their name and email in the organisation's records. */
export interface Person {
  name: string;
  email: string;
}

/** A pool with its holders named; `asOf` is the instant it stood so (now, or an audit's instant). */
export function toLicenceResponse(
  pool: Pick<LicencePool, 'licenceId' | 'orgId' | 'name' | 'seats' | 'validFrom' | 'validUntil' | 'coverage'>,
  holders: readonly string[],
  people: ReadonlyMap<string, Person>,
  asOf: string,
): LicenceResponse {
  return {
    id: pool.licenceId,
    orgId: pool.orgId,
    name: pool.name,
    seats: pool.seats,
    seatsUsed: holders.length,
    validFrom: pool.validFrom,
    validUntil: pool.validUntil,
    coverage: pool.coverage,
    holders: holders.map((userId) => ({ userId, name: people.get(userId)?.name ?? '', email: people.get(userId)?.email ?? '' })),
    asOf,
  };
}
