import {
  REPORT_ENROLMENTS_COLLECTION,
  reportDayOf,
  type CertificateEvent,
  type CostCentreEvent,
  type OrganisationEvent,
  type ProgressEvent,
  type ReportEnrolmentDocument,
  type TestAttemptEvent,
} from '@khru/contracts';
import type { RecordedEvent, UpdateSpec } from '@khru/platform';
import { asDomainEvent, type ProjectionUpdate, type UpdatesProjection } from '../projection.js';

type Input = OrganisationEvent | CostCentreEvent | ProgressEvent | TestAttemptEvent | CertificateEvent;

const rowId = (userId: string, courseId: string) => `${userId}:${courseId}`;

/**
 * A row starts when its organisation assigns the course or pays for it. Instants are kept by `$min` (or `$max`), so
 * they are left absent on insert: MongoDB's `$min` would keep a stored null.
 */
function open(orgId: string, userId: string, courseId: string, earliest: Record<string, string>): ProjectionUpdate {
  const empty: Pick<
    ReportEnrolmentDocument,
    'userId' | 'courseId' | 'lastActivityAt' | 'learningSeconds' | 'secondsByDay' | 'lessonsCompletedAt' | 'certificateRevokedAt'
  > = { userId, courseId, lastActivityAt: null, learningSeconds: 0, secondsByDay: {}, lessonsCompletedAt: [], certificateRevokedAt: null };
  return { filter: { _id: rowId(userId, courseId) }, update: { $set: { orgId }, $setOnInsert: empty, $min: earliest }, upsert: true };
}

/** Study only adds to rows an organisation opened: a learner outside one (or in a course of their own) has none. */
const touch = (userId: string, courseId: string, update: UpdateSpec): ProjectionUpdate[] => [{ filter: { _id: rowId(userId, courseId) }, update }];

function studied(data: { userId: string; courseId: string; countedSeconds: number; at: string }, lessonCompleted: boolean): ProjectionUpdate[] {
  const { userId, courseId, countedSeconds, at } = data;
  return touch(userId, courseId, {
    $min: { startedAt: at },
    $max: { lastActivityAt: at },
    ...(countedSeconds > 0 && { $inc: { learningSeconds: countedSeconds, [`secondsByDay.${reportDayOf(at)}`]: countedSeconds } }),
    ...(lessonCompleted && { $push: { lessonsCompletedAt: at } }),
  });
}

export function reportEnrolmentUpdates(recorded: RecordedEvent): ProjectionUpdate[] {
  const event = asDomainEvent<Input>(recorded);
  switch (event.type) {
    case 'CourseAssigned': {
      const { orgId, courseIds, userIds, dueDate, at } = event.data;
      const earliest = { assignedAt: at, ...(dueDate !== null && { dueDate }) };
      return userIds.flatMap((userId) => courseIds.map((courseId) => open(orgId, userId, courseId, earliest)));
    }
    case 'CreditsDeducted': {
      const { orgId, userId, courseIds, at } = event.data;
      return courseIds.map((courseId) => open(orgId, userId, courseId, { enrolledAt: at }));
    }
    case 'LessonWatched':
      return studied(event.data, false);
    case 'LessonCompleted':
      return studied(event.data, true);
    case 'CourseCompleted':
      return touch(event.data.userId, event.data.courseId, { $min: { completedAt: event.data.at }, $max: { lastActivityAt: event.data.at } });
    case 'TestAttemptFinished': {
      const { userId, courseId, passed, at } = event.data;
      return touch(userId, courseId, { $min: passed ? { testPassedAt: at } : { testFirstFailedAt: at } });
    }
    case 'CertificateIssued': {
      const { kind, userId, subjectId, certificateId, at } = event.data;
      return kind === 'course' ? touch(userId, subjectId, { $min: { certificateAt: at }, $set: { certificateId } }) : [];
    }
    case 'CertificateRevoked': {
      const { userId, certificateId, at } = event.data;
      return [{ filter: { userId, certificateId }, update: { $set: { certificateRevokedAt: at } }, many: true }];
    }
    default:
      return [];
  }
}

/**
 * Read model `report-enrolments`: each organisation member in each course assigned to them or paid for by
 * credits (`_id`: `<userId>:<courseId>`), with the instant of every stage and their learning time by day.
 * `CreditsReversed` does not name the course, so a row keeps a reversed enrolment.
 */
export const reportEnrolmentsProjection: UpdatesProjection = {
  kind: 'updates',
  name: 'report-enrolments',
  collection: REPORT_ENROLMENTS_COLLECTION,
  handles: [
    'CourseAssigned',
    'CreditsDeducted',
    'LessonWatched',
    'LessonCompleted',
    'CourseCompleted',
    'TestAttemptFinished',
    'CertificateIssued',
    'CertificateRevoked',
  ],
  updates: reportEnrolmentUpdates,
  indexes: [{ keys: { orgId: 1 } }, { keys: { userId: 1 } }],
};
