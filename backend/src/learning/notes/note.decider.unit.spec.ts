import { describe, it } from '@jest/globals';
import type { NoteEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { noteDecider, type AddNote, type DeleteNote, type EditNote } from './note.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const add: AddNote = {
  type: 'AddNote',
  noteId: 'n1',
  userId: 'ann',
  courseId: 'git-and-github',
  lessonId: 'branches',
  videoSeconds: 75,
  text: '  Rebase before merging  ',
  at,
  lessonSeconds: 120,
};
const added: NoteEvent = {
  type: 'NoteAdded',
  data: { noteId: 'n1', userId: 'ann', courseId: 'git-and-github', lessonId: 'branches', videoSeconds: 75, text: 'Rebase before merging', at },
};
const edit: EditNote = { type: 'EditNote', noteId: 'n1', courseId: 'git-and-github', userId: 'ann', text: 'Squash, then rebase', at: later };
const remove: DeleteNote = { type: 'DeleteNote', noteId: 'n1', courseId: 'git-and-github', userId: 'ann', at: later };
const deleted: NoteEvent = { type: 'NoteDeleted', data: { noteId: 'n1', at: later } };
const given = deciderSpec(noteDecider);

describe('note decider', () => {
  it('given nothing, when a note is added, then it is recorded with its text trimmed', () => {
    given([]).when(add).then([added]);
  });

  it('given nothing, when a note is added at the very end of the video or on a lesson without video at 0, then it is recorded', () => {
    given([])
      .when({ ...add, videoSeconds: 120 })
      .then([{ ...added, data: { ...added.data, videoSeconds: 120 } }]);
    given([])
      .when({ ...add, lessonSeconds: 0, videoSeconds: 0 })
      .then([{ ...added, data: { ...added.data, videoSeconds: 0 } }]);
  });

  it('given nothing, when the time is past the lesson, negative or not whole, then BAD_REQUEST names videoSeconds with the length', () => {
    for (const videoSeconds of [121, -1, 1.5]) {
      given([])
        .when({ ...add, videoSeconds })
        .thenThrows('BAD_REQUEST', [{ field: 'videoSeconds', code: 'BAD_REQUEST', rule: 'outsideLesson', n: 120 }]);
    }
    given([])
      .when({ ...add, lessonSeconds: 0, videoSeconds: 1 })
      .thenThrows('BAD_REQUEST', [{ field: 'videoSeconds', code: 'BAD_REQUEST', rule: 'outsideLesson', n: 0 }]);
  });

  it('given nothing, when the lesson is not in the course, then BAD_REQUEST names lessonId', () => {
    given([])
      .when({ ...add, lessonSeconds: null })
      .thenThrows('BAD_REQUEST', [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' }]);
  });

  it('given nothing, when the text is blank or longer than 2000 characters once trimmed, then BAD_REQUEST names text', () => {
    given([])
      .when({ ...add, text: ' \n\t ' })
      .thenThrows('BAD_REQUEST', [{ field: 'text', code: 'IS_NOT_EMPTY' }]);
    given([])
      .when({ ...add, text: `${'x'.repeat(2001)}` })
      .thenThrows('BAD_REQUEST', [{ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: 2000 }]);
    given([])
      .when({ ...add, text: ` ${'x'.repeat(2000)} ` })
      .then([{ ...added, data: { ...added.data, text: 'x'.repeat(2000) } }]);
  });

  it('given a note, when it is added again, then ALREADY_EXIST', () => {
    given([added]).when(add).thenThrows('ALREADY_EXIST');
  });

  it('given a note, when its author edits it, then the trimmed text is recorded; the same text again adds nothing', () => {
    given([added])
      .when({ ...edit, text: ' Squash, then rebase ' })
      .then([{ type: 'NoteEdited', data: { noteId: 'n1', text: 'Squash, then rebase', at: later } }]);
    given([added])
      .when({ ...edit, text: 'Rebase before merging ' })
      .thenNothing();
  });

  it('given a note, when another learner edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
    given([added])
      .when({ ...edit, userId: 'bob' })
      .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    given([added])
      .when({ ...remove, userId: 'bob' })
      .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
  });

  it('given a note, when it is edited with blank text, then BAD_REQUEST', () => {
    given([added])
      .when({ ...edit, text: '   ' })
      .thenThrows('BAD_REQUEST', [{ field: 'text', code: 'IS_NOT_EMPTY' }]);
  });

  it('given a note, when it is named under another course, then NOT_FOUND', () => {
    given([added])
      .when({ ...edit, courseId: 'seo-fundamentals' })
      .thenThrows('NOT_FOUND');
    given([added])
      .when({ ...remove, courseId: 'seo-fundamentals' })
      .thenThrows('NOT_FOUND');
  });

  it('given a note, when its author deletes it, then it is deleted', () => {
    given([added]).when(remove).then([deleted]);
  });

  it('given a deleted note, when it is edited or deleted again, then NOT_FOUND', () => {
    given([added, deleted]).when(edit).thenThrows('NOT_FOUND');
    given([added, deleted]).when(remove).thenThrows('NOT_FOUND');
  });

  it('given nothing, when a note that never was is edited or deleted, then NOT_FOUND', () => {
    given([]).when(edit).thenThrows('NOT_FOUND');
    given([]).when(remove).thenThrows('NOT_FOUND');
  });
});
