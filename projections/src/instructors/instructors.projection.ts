import { INSTRUCTOR_EVENT_TYPES, INSTRUCTORS_COLLECTION, type InstructorDocument, type InstructorEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveInstructor(document: InstructorDocument | null, recorded: RecordedEvent): InstructorDocument | null {
  const event = asDomainEvent<InstructorEvent>(recorded);
  switch (event.type) {
    case 'InstructorRegistered':
    case 'InstructorProfileUpdated': {
      const { instructorId, ...profile } = event.data;
      return {
        _id: instructorId,
        ...profile,
        sortName: `${profile.firstName} ${profile.lastName} ${profile.firstNameTh} ${profile.lastNameTh}`.toLowerCase(),
        registeredAt: document?.registeredAt ?? recorded.metadata.occurredAt,
      };
    }
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `instructors`: public instructor profiles. */
export const instructorsProjection: DocumentProjection<InstructorDocument> = {
  kind: 'document',
  name: 'instructors',
  collection: INSTRUCTORS_COLLECTION,
  handles: INSTRUCTOR_EVENT_TYPES,
  documentId: (event) => (event.data as { instructorId?: string }).instructorId ?? null,
  evolve: evolveInstructor,
  indexes: [{ keys: { sortName: 1 } }],
};
