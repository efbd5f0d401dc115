import { REPORT_ACTIVITY_COLLECTION, reportDayOf, type ProgressEvent, type ReportActivityDocument, type UserEvent } from '@khru/contracts';
import type { RecordedEvent, UpdateSpec } from '@khru/platform';
import { asDomainEvent, type ProjectionUpdate, type UpdatesProjection } from '../projection.js';

type Input = UserEvent | ProgressEvent;

/**
 * One upsert of the person's month, with every field its operators leave alone set on insert: MongoDB refuses
 * an update naming a path (or its parent) in two operators.
 */
function month(userId: string, at: string, update: UpdateSpec): ProjectionUpdate {
  const day = reportDayOf(at);
  const empty: Omit<ReportActivityDocument, '_id'> = { userId, month: day.slice(0, 7), logins: 0, learningSeconds: 0, days: {}, lastActivityAt: null };
  const written = Object.values(update).flatMap((fields) => Object.keys(fields as object).map((path) => path.split('.')[0]));
  const onInsert = Object.fromEntries(Object.entries(empty).filter(([field]) => !written.includes(field)));
  return { filter: { _id: `${userId}:${day.slice(0, 7)}` }, update: { ...update, $setOnInsert: onInsert }, upsert: true };
}

/** The day of month (`01`..`31`) of an instant, in Bangkok. */
const dayOfMonth = (at: string) => reportDayOf(at).slice(8);

export function reportActivityUpdates(recorded: RecordedEvent): ProjectionUpdate[] {
  const event = asDomainEvent<Input>(recorded);
  switch (event.type) {
    case 'UserLoggedIn': {
      const { userId, at } = event.data;
      return [month(userId, at, { $inc: { logins: 1, [`days.${dayOfMonth(at)}.logins`]: 1 } })];
    }
    case 'LessonWatched':
    case 'LessonCompleted': {
      const { userId, countedSeconds, at } = event.data;
      // A lesson event without counted time (a resume point, a video's completion) is still activity.
      const seconds = countedSeconds > 0 ? { $inc: { learningSeconds: countedSeconds, [`days.${dayOfMonth(at)}.seconds`]: countedSeconds } } : {};
      return [month(userId, at, { ...seconds, $max: { lastActivityAt: at } })];
    }
    default:
      return [];
  }
}

/**
 * Read model `report-activity`: each account's logins and learning time per Bangkok month and day
 * (`_id`: `<userId>:<YYYY-MM>`). Logins name no organisation, so every account has them.
 */
export const reportActivityProjection: UpdatesProjection = {
  kind: 'updates',
  name: 'report-activity',
  collection: REPORT_ACTIVITY_COLLECTION,
  handles: ['UserLoggedIn', 'LessonWatched', 'LessonCompleted'],
  updates: reportActivityUpdates,
  indexes: [{ keys: { month: 1 } }],
};
