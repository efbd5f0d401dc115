import type { LicenceEvent, LicenceResponse, OrganisationEvent } from '@khru/contracts';
import { licenceDecider } from '../../licences/licence.decider.js';
import { toLicenceResponse, type Person } from '../../licences/licence-response.mapper.js';

/** The organisation's people as its records named them then: added, and renamed since. */
export function peopleAsOf(organisationEvents: readonly OrganisationEvent[]): Map<string, Person> {
  const people = new Map<string, { firstName: string; lastName: string; email: string }>();
  for (const event of organisationEvents) {
    if (event.type === 'EmployeesAdded')
      for (const { userId, firstName, lastName, email } of event.data.employees) people.set(userId, { firstName, lastName, email });
    if (event.type === 'EmployeeUpdated') {
      const known = people.get(event.data.userId);
      if (!known) continue;
      const { firstName = known.firstName, lastName = known.lastName } = event.data.changes;
      people.set(event.data.userId, { ...known, firstName, lastName });
    }
  }
  return new Map([...people].map(([userId, p]) => [userId, { name: `${p.firstName} ${p.lastName}`, email: p.email }]));
}

/**
 * A licence pool as it stood at `asOf`, folded from its events up to then, its holders named as the
 * organisation's records named them then; null when the pool had not been opened yet.
 */
export function licenceAsOf(licenceEvents: readonly LicenceEvent[], organisationEvents: readonly OrganisationEvent[], asOf: Date): LicenceResponse | null {
  const state = licenceEvents.reduce(licenceDecider.evolve, licenceDecider.initialState());
  if (!state.pool) return null;
  return toLicenceResponse(state.pool, state.holders, peopleAsOf(organisationEvents), asOf.toISOString());
}
