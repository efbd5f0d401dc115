import { ASSIGNMENTS_COLLECTION, type AssignmentDocument, type OrganisationEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveAssignment(document: AssignmentDocument | null, recorded: RecordedEvent): AssignmentDocument | null {
  const event = asDomainEvent<OrganisationEvent>(recorded);
  if (event.type !== 'CourseAssigned') return document;
  const { assignmentId, orgId, item, userIds, department, dueDate, by, at } = event.data;
  return { _id: assignmentId, orgId, item, userIds, department, dueDate, by, at };
}

/** Read model `assignments`: each course or bundle an organisation assigned, with the people it named then. */
export const assignmentsProjection: DocumentProjection<AssignmentDocument> = {
  kind: 'document',
  name: 'assignments',
  collection: ASSIGNMENTS_COLLECTION,
  handles: ['CourseAssigned'],
  documentId: (event) => (event.data as { assignmentId?: string }).assignmentId ?? null,
  evolve: evolveAssignment,
  indexes: [{ keys: { orgId: 1, at: -1 } }, { keys: { userIds: 1 } }],
};
