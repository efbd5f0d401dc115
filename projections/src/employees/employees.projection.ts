import { EMPLOYEES_COLLECTION, type EmployeeDocument, type OrganisationEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type ProjectionUpdate, type UpdatesProjection } from '../projection.js';

/**
 * One event names many people (an import, the admins of a new organisation), so the read model is
 * kept by updates: one guarded upsert per person added, one update per change.
 */
export function employeeUpdates(recorded: RecordedEvent): ProjectionUpdate[] {
  const event = asDomainEvent<OrganisationEvent>(recorded);
  switch (event.type) {
    case 'EmployeesAdded':
      return event.data.employees.map(({ userId, ...record }) => {
        const document: Omit<EmployeeDocument, '_id'> = { ...record, orgId: event.data.orgId, active: true, addedAt: event.data.at, deactivatedAt: null };
        return { filter: { _id: userId }, update: { $set: document }, upsert: true };
      });
    case 'EmployeeUpdated':
      return [{ filter: { _id: event.data.userId }, update: { $set: { ...event.data.changes } } }];
    case 'EmployeeDeactivated':
      return [{ filter: { _id: event.data.userId }, update: { $set: { active: false, deactivatedAt: event.data.at } } }];
    default:
      return [];
  }
}

/** Read model `employees`: each person an organisation added (`_id`: their user id), active or not. */
export const employeesProjection: UpdatesProjection = {
  kind: 'updates',
  name: 'employees',
  collection: EMPLOYEES_COLLECTION,
  handles: ['EmployeesAdded', 'EmployeeUpdated', 'EmployeeDeactivated'],
  updates: employeeUpdates,
  indexes: [{ keys: { orgId: 1, lastName: 1, firstName: 1 } }, { keys: { orgId: 1, department: 1 } }],
};
