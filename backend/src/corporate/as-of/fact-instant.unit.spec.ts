import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@khru/platform';
import { factInstant, factsUpTo } from './fact-instant.js';

const recorded = (type: string, data: Record<string, unknown>, occurredAt: string): RecordedEvent => ({
  id: type,
  streamId: 'entitlement-u1',
  streamPosition: 0,
  position: { commit: 1n, prepare: 1n },
  type,
  data,
  metadata: { correlationId: 'c', causationId: 'c', occurredAt },
  createdAt: occurredAt,
});

// A purchase's grant recorded promptly, then an enrolment's grant a seed recorded long after the enrolment.
const bought = recorded('CourseAccessGranted', { grantedAt: '2026-11-01T00:00:00.000Z' }, '2026-11-01T00:00:01.000Z');
const enrolled = recorded('CourseAccessGranted', { grantedAt: '2026-09-08T00:00:00.000Z' }, '2026-12-07T00:00:00.000Z');
const placed = recorded('OrderPlaced', { placedAt: '2026-10-01T00:00:00.000Z' }, '2026-10-01T00:00:00.000Z');
const unnamed = recorded('SomethingNoted', {}, '2026-10-02T00:00:00.000Z');

describe('the instant a fact took effect', () => {
  it('given a grant, an order and a refund, when read, then the instant their data names; else when it was recorded', () => {
    expect([enrolled, placed, recorded('OrderRefunded', { at: '2026-10-03T00:00:00.000Z' }, '2026-10-04T00:00:00.000Z'), unnamed].map(factInstant)).toEqual([
      '2026-09-08T00:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
      '2026-10-03T00:00:00.000Z',
      '2026-10-02T00:00:00.000Z',
    ]);
  });

  it('given a grant recorded after a later one, when cut between the two facts, then the earlier fact is in and the later out', () => {
    expect(factsUpTo([bought, enrolled], new Date('2026-10-15T00:00:00.000Z'))).toEqual([enrolled]);
    expect(factsUpTo([bought, enrolled], new Date('2026-11-02T00:00:00.000Z'))).toEqual([bought, enrolled]);
    expect(factsUpTo([bought, enrolled], new Date('2026-09-01T00:00:00.000Z'))).toEqual([]);
  });
});
