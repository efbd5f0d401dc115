import { describe, expect, it } from '@jest/globals';
import type { LicenceEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { licencesProjection } from './licences.projection.js';

const at = '2026-03-01T09:00:00.000Z';
const coverage = { all: false as const, courseIds: ['pdpa-essentials'], bundleIds: [] };
const seats = (type: 'LicenceSeatsAssigned' | 'LicenceSeatsRevoked', ...userIds: string[]): LicenceEvent => ({
  type,
  data: { licenceId: 'l1', orgId: 'org1', userIds, by: 'boss', at },
});
const events: LicenceEvent[] = [
  {
    type: 'LicencePoolCreated',
    data: { licenceId: 'l1', orgId: 'org1', name: 'PDPA', seats: 5, validFrom: at, validUntil: '2027-03-01T00:00:00.000Z', coverage, by: 'admin', at },
  },
  seats('LicenceSeatsAssigned', 'u1', 'u2'),
  seats('LicenceSeatsAssigned', 'u3'),
  seats('LicenceSeatsRevoked', 'u1'),
];

describe('licences projection', () => {
  it('keeps the pool and its holders through seats given and taken back, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      licencesProjection,
      events.map((e) => recorded(e, { streamId: 'licence-l1' })),
      'l1',
    );
    expect(once).toMatchObject({
      _id: 'l1',
      orgId: 'org1',
      name: 'PDPA',
      seats: 5,
      validFrom: at,
      validUntil: '2027-03-01T00:00:00.000Z',
      coverage,
      holders: ['u2', 'u3'],
      createdAt: at,
    });
    expect(twice).toEqual(once);
  });

  it('ignores seats of a pool it never saw created', async () => {
    const { once } = await documentBeforeAndAfterReplay(licencesProjection, [recorded(seats('LicenceSeatsAssigned', 'u1'))], 'l1');
    expect(once).toBeNull();
  });
});
