import { describe, expect, it } from '@jest/globals';
import {
  REPORT_PEOPLE_COLLECTION,
  type DomainEvent,
  type EmployeeRecord,
  type OrganisationEvent,
  type ProgressEvent,
  type ReportPersonDocument,
  type UserEvent,
} from '@khru/contracts';
import { MemoryDocumentStore, type RecordedEvent } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { conflictingPaths } from '../testing/update-conflicts.js';
import { reportPeopleProjection } from './report-people.projection.js';

const person = (userId: string, department = 'Operations'): EmployeeRecord => ({
  userId,
  email: `${userId}@siam.example`,
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'B2B',
  department,
  position: 'Planner',
  jobGrade: 'P2',
  team: 'Routing',
  businessUnit: 'Freight',
  location: 'Bangkok',
  costCentreId: 'cc-ops',
});
const added = (at: string, ...people: EmployeeRecord[]): OrganisationEvent => ({
  type: 'EmployeesAdded',
  data: { orgId: 'o1', employees: people, source: 'import', by: 'hr', at },
});
const updated: OrganisationEvent = {
  type: 'EmployeeUpdated',
  data: { orgId: 'o1', userId: 'u1', changes: { department: 'Sales', jobGrade: 'P3' }, by: 'hr', at: '2026-11-05T10:00:00.000Z' },
};
const deactivated: OrganisationEvent = { type: 'EmployeeDeactivated', data: { orgId: 'o1', userId: 'u2', by: 'hr', at: '2026-11-06T10:00:00.000Z' } };
const loggedIn = (userId: string, at: string): UserEvent => ({
  type: 'UserLoggedIn',
  data: { userId, sessionId: `s-${at}`, refreshTokenHash: 'h', expiresAt: '2026-12-31T00:00:00.000Z', at },
});
const watched = (userId: string, at: string): ProgressEvent => ({
  type: 'LessonWatched',
  data: { userId, courseId: 'c1', lessonId: 'l1', position: 30, intervals: [[0, 30]], countedSeconds: 30, at },
});
const emailChanged: UserEvent = {
  type: 'EmailChanged',
  data: { userId: 'u1', previousEmail: 'u1@siam.example', email: 'ann@siam.example', at: '2026-11-07T10:00:00.000Z' },
};

/** Applies the recorded events in order, `times` over, and reads the documents without their position stamps. */
async function project(events: RecordedEvent[], times = 1): Promise<ReportPersonDocument[]> {
  const store = new MemoryDocumentStore();
  for (let i = 0; i < times; i++) for (const event of events) await applyProjection(store, reportPeopleProjection, event);
  const documents = await store
    .collection<ReportPersonDocument & { _positions?: unknown }>(REPORT_PEOPLE_COLLECTION)
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return documents.map(({ _positions: _stamp, ...document }) => document);
}
const inOrder = (events: DomainEvent[]) => events.map((e) => recorded(e));

describe('report people projection', () => {
  it('given people added, then one document each, with no login yet (first login absent, the others null)', async () => {
    const [ann, ben] = await project(inOrder([added('2026-11-01T10:00:00.000Z', person('u1'), person('u2', 'Sales'))]));
    expect(ann).toEqual({
      _id: 'u1',
      orgId: 'o1',
      email: 'u1@siam.example',
      firstName: 'Ann',
      lastName: 'Lee',
      position: 'Planner',
      department: 'Operations',
      addedAt: '2026-11-01T10:00:00.000Z',
      deactivatedAt: null,
      lastLoginAt: null,
      lastActivityAt: null,
    });
    expect(ann).not.toHaveProperty('firstLoginAt');
    expect(ben).toMatchObject({ _id: 'u2', department: 'Sales' });
  });

  it('given logins and study, then the first and last login and the last activity, whatever order the instants came in', async () => {
    const [ann] = await project(
      inOrder([
        added('2026-11-01T10:00:00.000Z', person('u1')),
        loggedIn('u1', '2026-11-03T10:00:00.000Z'),
        loggedIn('u1', '2026-11-02T10:00:00.000Z'),
        watched('u1', '2026-11-04T10:00:00.000Z'),
        { type: 'CourseCompleted', data: { userId: 'u1', courseId: 'c1', at: '2026-11-03T12:00:00.000Z' } },
      ]),
    );
    expect(ann).toMatchObject({
      firstLoginAt: '2026-11-02T10:00:00.000Z',
      lastLoginAt: '2026-11-03T10:00:00.000Z',
      lastActivityAt: '2026-11-04T10:00:00.000Z',
    });
  });

  it('given changes, a deactivation and a new address, then the reported details follow and the record stays', async () => {
    const [ann, ben] = await project(inOrder([added('2026-11-01T10:00:00.000Z', person('u1'), person('u2')), updated, deactivated, emailChanged]));
    expect(ann).toMatchObject({ department: 'Sales', email: 'ann@siam.example', deactivatedAt: null });
    expect(ann).not.toHaveProperty('jobGrade');
    expect(ben).toMatchObject({ deactivatedAt: '2026-11-06T10:00:00.000Z' });
  });

  it('given a person added again, then their logins and study are kept', async () => {
    const [ann] = await project(
      inOrder([
        added('2026-11-01T10:00:00.000Z', person('u1')),
        loggedIn('u1', '2026-11-02T10:00:00.000Z'),
        watched('u1', '2026-11-02T11:00:00.000Z'),
        added('2026-11-09T10:00:00.000Z', person('u1', 'Sales')),
      ]),
    );
    expect(ann).toMatchObject({
      department: 'Sales',
      addedAt: '2026-11-09T10:00:00.000Z',
      firstLoginAt: '2026-11-02T10:00:00.000Z',
      lastLoginAt: '2026-11-02T10:00:00.000Z',
      lastActivityAt: '2026-11-02T11:00:00.000Z',
    });
  });

  it('given logins and study of people outside any organisation, then no document', async () => {
    expect(await project(inOrder([loggedIn('solo', '2026-11-02T10:00:00.000Z'), watched('solo', '2026-11-02T11:00:00.000Z')]))).toEqual([]);
  });

  it('applied twice gives the same documents', async () => {
    const events = inOrder([added('2026-11-01T10:00:00.000Z', person('u1'), person('u2')), loggedIn('u1', '2026-11-02T10:00:00.000Z'), updated, deactivated]);
    expect(await project(events, 2)).toEqual(await project(events));
  });

  it('given an older delivery after a newer one, then the older is ignored', async () => {
    const newer = recorded(added('2026-11-09T10:00:00.000Z', person('u1', 'Sales')), { position: 20n });
    const older = recorded(added('2026-11-01T10:00:00.000Z', person('u1', 'Operations')), { position: 10n });
    const [ann] = await project([newer, older]);
    expect(ann).toMatchObject({ department: 'Sales', addedAt: '2026-11-09T10:00:00.000Z' });
  });

  it('writes only updates MongoDB accepts: no field in two operators', () => {
    const events = inOrder([added('2026-11-01T10:00:00.000Z', person('u1')), updated, deactivated, emailChanged, loggedIn('u1', '2026-11-02T10:00:00.000Z')]);
    for (const { update } of events.flatMap((e) => reportPeopleProjection.updates(e))) expect(conflictingPaths(update)).toEqual([]);
  });
});
