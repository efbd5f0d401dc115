import { describe, expect, it } from '@jest/globals';
import type { DeadlineDocument, DeadlineEvent, MembershipEvent, OrganisationEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { deadlinesProjection } from './deadlines.projection.js';
import { reminderDeadlinesProjection } from './reminder-deadlines.projection.js';

const trial: MembershipEvent = {
  type: 'MembershipTrialStarted',
  data: { userId: 'u1', startedAt: '2026-11-01T10:00:00.000Z', endsAt: '2026-11-08T10:00:00.000Z' },
};
const cancelled: MembershipEvent = {
  type: 'MembershipCancelled',
  data: { userId: 'u1', at: '2026-11-02T10:00:00.000Z', accessUntil: '2026-11-08T10:00:00.000Z' },
};
const paid: MembershipEvent = {
  type: 'MembershipPeriodPaid',
  data: { userId: 'u1', orderId: 'o1', start: '2026-11-08T10:00:00.000Z', end: '2027-11-08T10:00:00.000Z' },
};
const assigned = (dueDate: string | null): OrganisationEvent => ({
  type: 'CourseAssigned',
  data: {
    orgId: 'org',
    assignmentId: 'a1',
    item: { itemId: 'pdpa', isBundle: false },
    courseIds: ['pdpa'],
    userIds: ['u1'],
    department: null,
    dueDate,
    by: 'hr',
    at: '2026-11-01T10:00:00.000Z',
  },
});
const reached = (kind: 'trial-reminder' | 'assignment-due-reminder', key: string, dueAt: string): DeadlineEvent => ({
  type: 'DeadlineReached',
  data: { kind, key, dueAt, at: dueAt },
});
/** The document after the events (and after them all applied again), without the projection's position stamp. */
async function document(events: (MembershipEvent | OrganisationEvent | DeadlineEvent)[], id: string) {
  const plain = (doc: (DeadlineDocument & { _positions?: unknown }) | null) => {
    if (!doc) return null;
    const { _positions: _stamp, ...rest } = doc;
    return rest;
  };
  const { once, twice } = await documentBeforeAndAfterReplay(
    reminderDeadlinesProjection,
    events.map((e) => recorded(e)),
    id,
  );
  return { once: plain(once), twice: plain(twice) };
}

describe('reminder deadlines projection', () => {
  it('given a trial, then it is reminded two days before its end, also after a cancellation (a resume needs it)', async () => {
    const due = { _id: 'trial-reminder:u1', kind: 'trial-reminder', key: 'u1', dueAt: '2026-11-06T10:00:00.000Z' };
    expect((await document([trial], 'trial-reminder:u1')).once).toEqual(due);
    expect((await document([trial, cancelled], 'trial-reminder:u1')).once).toEqual(due);
  });

  it('given a trial that ended (paid) or whose reminder was reached, then no reminder is left', async () => {
    expect((await document([trial, paid], 'trial-reminder:u1')).once).toBeNull();
    expect((await document([trial, reached('trial-reminder', 'u1', '2026-11-06T10:00:00.000Z')], 'trial-reminder:u1')).once).toBeNull();
  });

  it('given an assignment with a due date, then it is reminded three days before; without one, or given closer to it, never', async () => {
    expect((await document([assigned('2026-11-20T00:00:00.000Z')], 'assignment-due-reminder:a1')).once).toEqual({
      _id: 'assignment-due-reminder:a1',
      kind: 'assignment-due-reminder',
      key: 'a1',
      dueAt: '2026-11-17T00:00:00.000Z',
    });
    expect((await document([assigned(null)], 'assignment-due-reminder:a1')).once).toBeNull();
    expect((await document([assigned('2026-11-03T00:00:00.000Z')], 'assignment-due-reminder:a1')).once).toBeNull();
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await document([trial, cancelled], 'trial-reminder:u1');
    expect(twice).toEqual(once);
  });

  it('leaves reached reminders to itself: the other deadlines projection takes no document for them', () => {
    expect(deadlinesProjection.documentId(recorded(reached('trial-reminder', 'u1', '2026-11-06T10:00:00.000Z')))).toBeNull();
    expect(reminderDeadlinesProjection.documentId(recorded(trial))).toBe('trial-reminder:u1');
    expect(deadlinesProjection.documentId(recorded(trial))).toBe('membership-due:u1');
  });
});
