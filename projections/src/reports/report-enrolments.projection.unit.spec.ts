import { describe, expect, it } from '@jest/globals';
import {
  REPORT_ENROLMENTS_COLLECTION,
  type CertificateEvent,
  type CostCentreEvent,
  type DomainEvent,
  type ProgressEvent,
  type ReportEnrolmentDocument,
  type TestAttemptEvent,
} from '@khru/contracts';
import { MemoryDocumentStore, type RecordedEvent } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { conflictingPaths } from '../testing/update-conflicts.js';
import { reportEnrolmentsProjection } from './report-enrolments.projection.js';

// Without `courseIds`, an assignment as version 1 wrote it: read upcast, a course covers itself and a bundle nothing (ADR 33).
const assigned = (at: string, options: { courseIds?: string[]; dueDate?: string | null; itemId?: string; isBundle?: boolean } = {}): DomainEvent => ({
  type: 'CourseAssigned',
  data: {
    orgId: 'o1',
    assignmentId: `a-${at}`,
    item: { itemId: options.itemId ?? 'c1', isBundle: options.isBundle ?? false },
    ...(options.courseIds && { courseIds: options.courseIds }),
    userIds: ['u1', 'u2'],
    department: null,
    dueDate: options.dueDate ?? null,
    by: 'hr',
    at,
  },
});
const deducted = (userId: string, courseIds: string[], at: string): CostCentreEvent => ({
  type: 'CreditsDeducted',
  data: { costCentreId: 'cc', orgId: 'o1', enrolmentId: `e-${at}`, userId, itemId: 'b1', isBundle: true, courseIds, amount: 2, at },
});
const watched = (userId: string, countedSeconds: number, at: string, courseId = 'c1'): ProgressEvent => ({
  type: 'LessonWatched',
  data: { userId, courseId, lessonId: 'l1', position: 60, intervals: countedSeconds > 0 ? [[0, countedSeconds]] : [], countedSeconds, at },
});
const lessonCompleted = (userId: string, lessonId: string, countedSeconds: number, at: string): ProgressEvent => ({
  type: 'LessonCompleted',
  data: { userId, courseId: 'c1', lessonId, rule: 'opened', countedSeconds, at },
});
const testFinished = (passed: boolean, at: string): TestAttemptEvent => ({
  type: 'TestAttemptFinished',
  data: {
    attemptId: `t-${at}`,
    userId: 'u1',
    courseId: 'c1',
    correctCount: passed ? 9 : 2,
    total: 10,
    scorePercent: passed ? 90 : 20,
    passMarkPercent: 80,
    passed,
    reason: 'submitted',
    retryAt: passed ? null : '2026-11-20T00:00:00.000Z',
    at,
  },
});
const certified = (kind: 'course' | 'bundle', subjectId: string, at: string): CertificateEvent => ({
  type: 'CertificateIssued',
  data: {
    certificateId: `cert-${subjectId}`,
    number: 'KHRU-2026-0001',
    userId: 'u1',
    holderName: 'Ann Lee',
    kind,
    subjectId,
    titleEn: 'PDPA',
    titleTh: 'พีดีพีเอ',
    scorePercent: kind === 'course' ? 90 : null,
    courseIds: [subjectId],
    at,
  },
});

type Stored = ReportEnrolmentDocument & { _positions?: unknown };

/** Applies the recorded events in order, `times` over, and reads the rows without their position stamps. */
async function project(events: RecordedEvent[], times = 1): Promise<ReportEnrolmentDocument[]> {
  const store = new MemoryDocumentStore();
  for (let i = 0; i < times; i++) for (const event of events) await applyProjection(store, reportEnrolmentsProjection, event);
  const rows = await store
    .collection<Stored>(REPORT_ENROLMENTS_COLLECTION)
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return rows.map(({ _positions: _stamp, ...row }) => row);
}
const inOrder = (events: DomainEvent[]) => events.map((e) => recorded(e));
const row = (rows: ReportEnrolmentDocument[], id: string) => rows.find((r) => r._id === id);

describe('report enrolments projection', () => {
  it('given an assignment, then one row per person and course, its earliest-of instants absent until they happen', async () => {
    const rows = await project(inOrder([assigned('2026-11-01T10:00:00.000Z', { dueDate: '2026-11-30T00:00:00.000Z' })]));
    expect(rows.map((r) => r._id)).toEqual(['u1:c1', 'u2:c1']);
    expect(rows[0]).toEqual({
      _id: 'u1:c1',
      orgId: 'o1',
      userId: 'u1',
      courseId: 'c1',
      assignedAt: '2026-11-01T10:00:00.000Z',
      dueDate: '2026-11-30T00:00:00.000Z',
      lastActivityAt: null,
      learningSeconds: 0,
      secondsByDay: {},
      lessonsCompletedAt: [],
      certificateRevokedAt: null,
    });
    for (const absent of ['enrolledAt', 'startedAt', 'completedAt', 'testFirstFailedAt', 'testPassedAt', 'certificateAt'])
      expect(rows[0]).not.toHaveProperty(absent);
  });

  it('given a bundle assigned, then a row for each course it held; without its courses (an older event), none', async () => {
    expect(
      (await project(inOrder([assigned('2026-11-01T10:00:00.000Z', { itemId: 'b1', isBundle: true, courseIds: ['c1', 'c2'] })]))).map((r) => r._id),
    ).toEqual(['u1:c1', 'u1:c2', 'u2:c1', 'u2:c2']);
    expect(await project(inOrder([assigned('2026-11-01T10:00:00.000Z', { itemId: 'b1', isBundle: true })]))).toEqual([]);
  });

  it('given credits paid and later an assignment of the same course, then one row with both instants, the earliest due date', async () => {
    const rows = await project(
      inOrder([
        deducted('u1', ['c1', 'c2'], '2026-11-02T10:00:00.000Z'),
        assigned('2026-11-03T10:00:00.000Z'),
        assigned('2026-11-04T10:00:00.000Z', { dueDate: '2026-12-15T00:00:00.000Z' }),
        assigned('2026-11-05T10:00:00.000Z', { dueDate: '2026-12-31T00:00:00.000Z' }),
      ]),
    );
    expect(row(rows, 'u1:c1')).toMatchObject({
      enrolledAt: '2026-11-02T10:00:00.000Z',
      assignedAt: '2026-11-03T10:00:00.000Z',
      dueDate: '2026-12-15T00:00:00.000Z',
    });
    expect(row(rows, 'u1:c2')).toMatchObject({ enrolledAt: '2026-11-02T10:00:00.000Z' });
    expect(row(rows, 'u1:c2')).not.toHaveProperty('assignedAt');
  });

  it('given study, a test failed then passed, completion and a certificate, then every stage has its instant', async () => {
    const [ann] = await project(
      inOrder([
        assigned('2026-11-01T10:00:00.000Z'),
        watched('u1', 0, '2026-11-02T10:00:00.000Z'),
        watched('u1', 120, '2026-11-02T10:01:00.000Z'),
        lessonCompleted('u1', 'l1', 0, '2026-11-02T10:02:00.000Z'),
        lessonCompleted('u1', 'l2', 45, '2026-11-03T09:00:00.000Z'),
        testFinished(false, '2026-11-04T09:00:00.000Z'),
        testFinished(false, '2026-11-05T09:00:00.000Z'),
        testFinished(true, '2026-11-06T09:00:00.000Z'),
        { type: 'CourseCompleted', data: { userId: 'u1', courseId: 'c1', at: '2026-11-06T09:00:00.000Z' } },
        certified('bundle', 'c1', '2026-11-06T09:30:00.000Z'),
        certified('course', 'c1', '2026-11-06T09:01:00.000Z'),
      ]),
    );
    expect(ann).toMatchObject({
      startedAt: '2026-11-02T10:00:00.000Z',
      lastActivityAt: '2026-11-06T09:00:00.000Z',
      learningSeconds: 165,
      secondsByDay: { '2026-11-02': 120, '2026-11-03': 45 },
      lessonsCompletedAt: ['2026-11-02T10:02:00.000Z', '2026-11-03T09:00:00.000Z'],
      testFirstFailedAt: '2026-11-04T09:00:00.000Z',
      testPassedAt: '2026-11-06T09:00:00.000Z',
      completedAt: '2026-11-06T09:00:00.000Z',
      certificateAt: '2026-11-06T09:01:00.000Z',
    });
  });

  it('given a course certificate revoked, then its row records the revocation and keeps when it was received', async () => {
    const revoked: CertificateEvent = {
      type: 'CertificateRevoked',
      data: { certificateId: 'cert-c1', userId: 'u1', reason: 'issued in error', by: 'admin', at: '2026-11-08T09:00:00.000Z' },
    };
    const rows = await project(inOrder([assigned('2026-11-01T10:00:00.000Z'), certified('course', 'c1', '2026-11-06T09:01:00.000Z'), revoked]));
    expect(row(rows, 'u1:c1')).toMatchObject({
      certificateId: 'cert-c1',
      certificateAt: '2026-11-06T09:01:00.000Z',
      certificateRevokedAt: '2026-11-08T09:00:00.000Z',
    });
    expect(row(rows, 'u2:c1')?.certificateRevokedAt).toBeNull();
  });

  it('given learning time at 17:30 UTC, then it counts on the next Bangkok day', async () => {
    const [ann] = await project(
      inOrder([assigned('2026-11-01T10:00:00.000Z'), watched('u1', 60, '2026-11-02T16:59:00.000Z'), watched('u1', 90, '2026-11-02T17:30:00.000Z')]),
    );
    expect(ann?.secondsByDay).toEqual({ '2026-11-02': 60, '2026-11-03': 90 });
  });

  it('given study, tests and certificates of courses no organisation opened, then no row', async () => {
    const rows = await project(
      inOrder([
        assigned('2026-11-01T10:00:00.000Z'),
        watched('solo', 60, '2026-11-02T10:00:00.000Z'),
        watched('u1', 60, '2026-11-02T10:00:00.000Z', 'own-course'),
        testFinished(true, '2026-11-03T10:00:00.000Z'),
        certified('course', 'c9', '2026-11-03T10:00:00.000Z'),
      ]),
    );
    expect(rows.map((r) => r._id)).toEqual(['u1:c1', 'u2:c1']);
  });

  it('applied twice gives the same rows', async () => {
    const events = inOrder([
      deducted('u1', ['c1'], '2026-11-01T09:00:00.000Z'),
      assigned('2026-11-01T10:00:00.000Z', { dueDate: '2026-11-30T00:00:00.000Z' }),
      watched('u1', 60, '2026-11-02T10:00:00.000Z'),
      lessonCompleted('u1', 'l1', 30, '2026-11-02T11:00:00.000Z'),
      testFinished(true, '2026-11-03T10:00:00.000Z'),
    ]);
    expect(await project(events, 2)).toEqual(await project(events));
  });

  it('given an older delivery after a newer one, then the older is ignored', async () => {
    const [ann] = await project([
      recorded(assigned('2026-11-01T10:00:00.000Z'), { position: 10n }),
      recorded(watched('u1', 60, '2026-11-02T10:00:00.000Z'), { position: 30n }),
      recorded(watched('u1', 40, '2026-11-01T12:00:00.000Z'), { position: 20n }),
    ]);
    expect(ann).toMatchObject({ startedAt: '2026-11-02T10:00:00.000Z', learningSeconds: 60, secondsByDay: { '2026-11-02': 60 } });
  });

  it('writes only updates MongoDB accepts: no field in two operators', () => {
    const events = inOrder([
      assigned('2026-11-01T10:00:00.000Z', { dueDate: '2026-11-30T00:00:00.000Z', courseIds: ['c1', 'c2'] }),
      deducted('u1', ['c1'], '2026-11-01T09:00:00.000Z'),
      watched('u1', 60, '2026-11-02T10:00:00.000Z'),
      lessonCompleted('u1', 'l1', 30, '2026-11-02T11:00:00.000Z'),
      testFinished(false, '2026-11-03T10:00:00.000Z'),
      certified('course', 'c1', '2026-11-03T10:00:00.000Z'),
    ]);
    for (const { update } of events.flatMap((e) => reportEnrolmentsProjection.updates(e))) expect(conflictingPaths(update)).toEqual([]);
  });
});
