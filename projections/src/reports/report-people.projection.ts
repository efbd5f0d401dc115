import { REPORT_PEOPLE_COLLECTION, type OrganisationEvent, type ProgressEvent, type ReportPersonDocument, type UserEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type ProjectionUpdate, type UpdatesProjection } from '../projection.js';

type Input = OrganisationEvent | UserEvent | ProgressEvent;

/** The details a report shows of a person; the rest of an employee record is not reported. */
const REPORTED_DETAILS = ['firstName', 'lastName', 'position', 'department'] as const;

/** Logins and study touch only people an organisation added: everyone else has no document, and gets none. */
const touch = (userId: string, update: ProjectionUpdate['update']): ProjectionUpdate[] => [{ filter: { _id: userId }, update }];

export function reportPersonUpdates(recorded: RecordedEvent): ProjectionUpdate[] {
  const event = asDomainEvent<Input>(recorded);
  switch (event.type) {
    case 'EmployeesAdded':
      return event.data.employees.map(({ userId, email, firstName, lastName, position, department }) => {
        const person: Omit<ReportPersonDocument, '_id' | 'firstLoginAt' | 'lastLoginAt' | 'lastActivityAt'> = {
          orgId: event.data.orgId,
          email,
          firstName,
          lastName,
          position,
          department,
          addedAt: event.data.at,
          deactivatedAt: null,
        };
        // A person added again keeps their logins and study; firstLoginAt stays absent until the first login.
        return { filter: { _id: userId }, update: { $set: person, $setOnInsert: { lastLoginAt: null, lastActivityAt: null } }, upsert: true };
      });
    case 'EmployeeUpdated': {
      const changed = REPORTED_DETAILS.filter((field) => event.data.changes[field] !== undefined);
      if (changed.length === 0) return [];
      return touch(event.data.userId, { $set: Object.fromEntries(changed.map((field) => [field, event.data.changes[field]])) });
    }
    case 'EmployeeDeactivated':
      return touch(event.data.userId, { $set: { deactivatedAt: event.data.at } });
    case 'EmailChanged':
      return touch(event.data.userId, { $set: { email: event.data.email } });
    case 'UserLoggedIn':
      return touch(event.data.userId, { $min: { firstLoginAt: event.data.at }, $max: { lastLoginAt: event.data.at } });
    case 'LessonWatched':
    case 'LessonCompleted':
    case 'CourseCompleted':
      return touch(event.data.userId, { $max: { lastActivityAt: event.data.at } });
    default:
      return [];
  }
}

/** Read model `report-people`: each person an organisation added (`_id`: user id), with when they last logged in and studied. */
export const reportPeopleProjection: UpdatesProjection = {
  kind: 'updates',
  name: 'report-people',
  collection: REPORT_PEOPLE_COLLECTION,
  handles: ['EmployeesAdded', 'EmployeeUpdated', 'EmployeeDeactivated', 'EmailChanged', 'UserLoggedIn', 'LessonWatched', 'LessonCompleted', 'CourseCompleted'],
  updates: reportPersonUpdates,
  indexes: [{ keys: { orgId: 1 } }],
};
