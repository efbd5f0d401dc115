/** Collection `notes`: one document per note not deleted, read only by its author. */
export interface NoteDocument {
  _id: string;
  userId: string;
  courseId: string;
  lessonId: string;
  videoSeconds: number;
  text: string;
  created: string;
  updated: string;
}

export const NOTES_COLLECTION = 'notes';
