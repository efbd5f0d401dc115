import { Query } from '@nestjs/cqrs';
import type { NoteListResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class ListNotesQuery extends Query<NoteListResponse> {
  constructor(
    readonly courseId: string,
    readonly caller: Caller,
    readonly lessonId: string | null,
    readonly skip: number,
    readonly take: number,
    readonly now: Date,
  ) {
    super();
  }
}
