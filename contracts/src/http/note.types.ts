import type { Paged } from './corporate.types.js';
import type { CommandAccepted } from './read-position.js';

/** A note's text: plain text, trimmed, of this many characters at most (and at least one). */
export const NOTE_TEXT_MAX_LENGTH = 2000;

/** One of the caller's notes (`POST cmsapi/courses/{id}/notes/list`). */
export interface NoteResponse {
  id: string;
  courseId: string;
  lessonId: string;
  /** Whole seconds into the lesson's video; 0 for lessons without video. */
  videoSeconds: number;
  text: string;
  created: string;
  updated: string;
}

/** The caller's notes of a course, by lesson order then time. */
export type NoteListResponse = Paged<NoteResponse>;

/** `POST cmsapi/courses/{id}/notes` answers the new note's id with the position to read it after. */
export type NoteAddedResponse = CommandAccepted & { id: string };

export interface AddNoteRequestBody {
  lessonId: string;
  videoSeconds: number;
  text: string;
}

export interface EditNoteRequestBody {
  text: string;
}

export interface ListNotesRequestBody {
  lessonId?: string;
  skip?: number;
  take?: number;
}
