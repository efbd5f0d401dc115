import type { DomainEvent } from '../event.js';

/**
 * Stream `note-<noteId>`: one learner's note on a lesson, at a time of its video (0 for lessons
 * without video). One stream per note, so notes added at once never contend and only the note's
 * own author is checked on a change. The text is plain, trimmed.
 */
export type NoteAdded = DomainEvent<
  'NoteAdded',
  { noteId: string; userId: string; courseId: string; lessonId: string; videoSeconds: number; text: string; at: string }
>;
export type NoteEdited = DomainEvent<'NoteEdited', { noteId: string; text: string; at: string }>;
export type NoteDeleted = DomainEvent<'NoteDeleted', { noteId: string; at: string }>;

export type NoteEvent = NoteAdded | NoteEdited | NoteDeleted;

export const NOTE_EVENT_TYPES = ['NoteAdded', 'NoteEdited', 'NoteDeleted'] as const satisfies readonly NoteEvent['type'][];

export const noteStream = (noteId: string): string => `note-${noteId}`;
