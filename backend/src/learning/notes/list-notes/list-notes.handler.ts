import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NOTES_COLLECTION, type NoteDocument, type NoteListResponse, type NoteResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { lessonOrder } from '../curriculum-places.js';
import { ListNotesQuery } from './list-notes.query.js';

const toResponse = ({ _id, courseId, lessonId, videoSeconds, text, created, updated }: NoteDocument): NoteResponse => ({
  id: _id,
  courseId,
  lessonId,
  videoSeconds,
  text,
  created,
  updated,
});

/**
 * The caller's own notes of a course they hold (never another learner's), by the lesson's place in
 * the course as it is now, then time in the video. The order follows the curriculum, which the notes
 * do not carry, so one learner's notes of the course are sorted here and then paged.
 */
@QueryHandler(ListNotesQuery)
export class ListNotesHandler implements IQueryHandler<ListNotesQuery, NoteListResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ courseId, caller, lessonId, skip, take, now }: ListNotesQuery): Promise<NoteListResponse> {
    const course = await this.holders.assertHolds(caller, courseId, now);
    const notes = await this.documents
      .collection<NoteDocument>(NOTES_COLLECTION)
      .find({ userId: caller.userId, courseId, ...(lessonId ? { lessonId } : {}) })
      .toArray();
    const order = lessonOrder(course);
    const place = (note: NoteDocument) => order.get(note.lessonId) ?? order.size;
    notes.sort((a, b) => place(a) - place(b) || a.videoSeconds - b.videoSeconds || a.created.localeCompare(b.created) || a._id.localeCompare(b._id));
    return { items: notes.slice(skip, skip + take).map(toResponse), total: notes.length };
  }
}
