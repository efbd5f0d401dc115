import { NOTE_EVENT_TYPES, NOTES_COLLECTION, type NoteDocument, type NoteEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveNote(document: NoteDocument | null, recorded: RecordedEvent): NoteDocument | null {
  const event = asDomainEvent<NoteEvent>(recorded);
  switch (event.type) {
    case 'NoteAdded': {
      const { noteId, at, ...rest } = event.data;
      return { _id: noteId, ...rest, created: at, updated: at };
    }
    case 'NoteEdited':
      return document && { ...document, text: event.data.text, updated: event.data.at };
    case 'NoteDeleted':
      return null;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `notes`: each learner's notes, read by their author per course. */
export const notesProjection: DocumentProjection<NoteDocument> = {
  kind: 'document',
  name: 'notes',
  collection: NOTES_COLLECTION,
  handles: NOTE_EVENT_TYPES,
  documentId: (event) => (event.data as { noteId?: string }).noteId ?? null,
  evolve: evolveNote,
  indexes: [{ keys: { userId: 1, courseId: 1 } }],
};
