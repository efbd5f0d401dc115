import type { DomainEvent } from '../event.js';

/** What a licence lets its holders enrol in: the whole catalogue, or the courses and bundles listed. */
export type LicenceCoverage = { all: true } | { all: false; courseIds: string[]; bundleIds: string[] };

/** Stream `licence-<id>`: one licence pool of an organisation and who holds its seats. */
export type LicencePoolCreated = DomainEvent<
  'LicencePoolCreated',
  { licenceId: string; orgId: string; name: string; seats: number; validFrom: string; validUntil: string; coverage: LicenceCoverage; by: string; at: string }
>;

export type LicenceSeatsAssigned = DomainEvent<'LicenceSeatsAssigned', { licenceId: string; orgId: string; userIds: string[]; by: string; at: string }>;

export type LicenceSeatsRevoked = DomainEvent<'LicenceSeatsRevoked', { licenceId: string; orgId: string; userIds: string[]; by: string; at: string }>;

export type LicenceEvent = LicencePoolCreated | LicenceSeatsAssigned | LicenceSeatsRevoked;

export const LICENCE_EVENT_TYPES = ['LicencePoolCreated', 'LicenceSeatsAssigned', 'LicenceSeatsRevoked'] as const satisfies readonly LicenceEvent['type'][];

export const licenceStream = (licenceId: string): string => `licence-${licenceId}`;

/** Whether a licence, valid at `now`, covers a course or bundle. */
export function licenceCovers(
  licence: { validFrom: string; validUntil: string; coverage: LicenceCoverage },
  item: { itemId: string; isBundle: boolean },
  now: Date,
): boolean {
  const at = now.toISOString();
  if (at < licence.validFrom || at >= licence.validUntil) return false;
  if (licence.coverage.all) return true;
  return (item.isBundle ? licence.coverage.bundleIds : licence.coverage.courseIds).includes(item.itemId);
}
