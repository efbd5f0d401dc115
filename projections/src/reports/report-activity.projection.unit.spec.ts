import { describe, expect, it } from '@jest/globals';
import { REPORT_ACTIVITY_COLLECTION, type DomainEvent, type ProgressEvent, type ReportActivityDocument, type UserEvent } from '@khru/contracts';
import { MemoryDocumentStore, type RecordedEvent } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { conflictingPaths } from '../testing/update-conflicts.js';
import { reportActivityProjection } from './report-activity.projection.js';

const loggedIn = (userId: string, at: string): UserEvent => ({
  type: 'UserLoggedIn',
  data: { userId, sessionId: `s-${at}`, refreshTokenHash: 'h', expiresAt: '2027-01-31T00:00:00.000Z', at },
});
const watched = (userId: string, countedSeconds: number, at: string): ProgressEvent => ({
  type: 'LessonWatched',
  data: { userId, courseId: 'c1', lessonId: 'l1', position: 60, intervals: countedSeconds > 0 ? [[0, countedSeconds]] : [], countedSeconds, at },
});
const lessonCompleted = (userId: string, countedSeconds: number, at: string): ProgressEvent => ({
  type: 'LessonCompleted',
  data: { userId, courseId: 'c1', lessonId: 'l2', rule: 'opened', countedSeconds, at },
});

/** Applies the recorded events in order, `times` over, and reads the documents without their position stamps. */
async function project(events: RecordedEvent[], times = 1): Promise<ReportActivityDocument[]> {
  const store = new MemoryDocumentStore();
  for (let i = 0; i < times; i++) for (const event of events) await applyProjection(store, reportActivityProjection, event);
  const documents = await store
    .collection<ReportActivityDocument & { _positions?: unknown }>(REPORT_ACTIVITY_COLLECTION)
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return documents.map(({ _positions: _stamp, ...document }) => document);
}
const inOrder = (events: DomainEvent[]) => events.map((e) => recorded(e));

describe('report activity projection', () => {
  it('given logins and study in a month, then its logins and learning time, in total and by Bangkok day', async () => {
    const [november] = await project(
      inOrder([
        loggedIn('u1', '2026-11-02T01:00:00.000Z'),
        loggedIn('u1', '2026-11-02T03:00:00.000Z'),
        watched('u1', 120, '2026-11-02T03:05:00.000Z'),
        lessonCompleted('u1', 30, '2026-11-04T03:00:00.000Z'),
      ]),
    );
    expect(november).toEqual({
      _id: 'u1:2026-11',
      userId: 'u1',
      month: '2026-11',
      logins: 2,
      learningSeconds: 150,
      days: { '02': { logins: 2, seconds: 120 }, '04': { seconds: 30 } },
      lastActivityAt: '2026-11-04T03:00:00.000Z',
    });
  });

  it('given study first in a month, then the month starts without logins; lesson events without counted time only mark activity', async () => {
    const [november] = await project(
      inOrder([watched('u1', 60, '2026-11-02T03:00:00.000Z'), watched('u1', 0, '2026-11-03T03:00:00.000Z'), loggedIn('u1', '2026-11-05T03:00:00.000Z')]),
    );
    expect(november).toEqual({
      _id: 'u1:2026-11',
      userId: 'u1',
      month: '2026-11',
      logins: 1,
      learningSeconds: 60,
      days: { '02': { seconds: 60 }, '05': { logins: 1 } },
      lastActivityAt: '2026-11-03T03:00:00.000Z',
    });
    expect(await project(inOrder([lessonCompleted('u1', 0, '2026-11-03T03:00:00.000Z')]))).toEqual([
      { _id: 'u1:2026-11', userId: 'u1', month: '2026-11', logins: 0, learningSeconds: 0, days: {}, lastActivityAt: '2026-11-03T03:00:00.000Z' },
    ]);
  });

  it('given a login at 17:30 UTC on the last day of a month, then it counts on the 1st of the next Bangkok month', async () => {
    const [november, december] = await project(inOrder([loggedIn('u1', '2026-11-30T16:59:00.000Z'), loggedIn('u1', '2026-11-30T17:30:00.000Z')]));
    expect(november).toMatchObject({ _id: 'u1:2026-11', logins: 1, days: { '30': { logins: 1 } } });
    expect(december).toMatchObject({ _id: 'u1:2026-12', month: '2026-12', logins: 1, days: { '01': { logins: 1 } } });
  });

  it('given accounts outside any organisation, then they have months too (logins name no organisation)', async () => {
    expect((await project(inOrder([loggedIn('solo', '2026-11-02T01:00:00.000Z')]))).map((d) => d._id)).toEqual(['solo:2026-11']);
  });

  it('applied twice gives the same documents', async () => {
    const events = inOrder([
      loggedIn('u1', '2026-11-02T01:00:00.000Z'),
      watched('u1', 120, '2026-11-02T03:05:00.000Z'),
      watched('u1', 0, '2026-11-02T03:06:00.000Z'),
    ]);
    expect(await project(events, 2)).toEqual(await project(events));
  });

  it('given an older delivery after a newer one, then the older is ignored', async () => {
    const [november] = await project([
      recorded(loggedIn('u1', '2026-11-03T01:00:00.000Z'), { position: 20n }),
      recorded(loggedIn('u1', '2026-11-02T01:00:00.000Z'), { position: 10n }),
    ]);
    expect(november).toMatchObject({ logins: 1, days: { '03': { logins: 1 } } });
  });

  it('writes only updates MongoDB accepts: no field in two operators, not even a day inside the days set on insert', () => {
    const events = inOrder([
      loggedIn('u1', '2026-11-02T01:00:00.000Z'),
      watched('u1', 120, '2026-11-02T03:05:00.000Z'),
      lessonCompleted('u1', 0, '2026-11-02T03:06:00.000Z'),
    ]);
    for (const { update } of events.flatMap((e) => reportActivityProjection.updates(e))) expect(conflictingPaths(update)).toEqual([]);
  });
});
