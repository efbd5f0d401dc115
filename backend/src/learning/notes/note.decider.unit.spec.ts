import { describe, expect, it } from '@jest/globals';
import type { NoteEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(noteDecider);

const refusal = (result: unknown) => {
  expect(result).toBeInstanceOf(DomainError);
  const { code, fields } = result as DomainError;
  return { code, fields };
};

describe('note decider', () => {
  it('given nothing, when a note is added, then it is recorded with its text trimmed', () => {
    expect(when([], add)).toEqual([added]);
  });

  it('given nothing, when a note is added at the very end of the video or on a lesson without video at 0, then it is recorded', () => {
    expect(when([], { ...add, videoSeconds: 120 })).toEqual([{ ...added, data: { ...added.data, videoSeconds: 120 } }]);
    expect(when([], { ...add, lessonSeconds: 0, videoSeconds: 0 })).toEqual([{ ...added, data: { ...added.data, videoSeconds: 0 } }]);
  });

  it('given nothing, when the time is past the lesson, negative or not whole, then BAD_REQUEST names videoSeconds with the length', () => {
    for (const videoSeconds of [121, -1, 1.5]) {
      expect(refusal(when([], { ...add, videoSeconds }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ field: 'videoSeconds', code: 'BAD_REQUEST', rule: 'outsideLesson', n: 120 }],
      });
    }
    expect(refusal(when([], { ...add, lessonSeconds: 0, videoSeconds: 1 })).fields).toEqual([
      { field: 'videoSeconds', code: 'BAD_REQUEST', rule: 'outsideLesson', n: 0 },
    ]);
  });

  it('given nothing, when the lesson is not in the course, then BAD_REQUEST names lessonId', () => {
    expect(refusal(when([], { ...add, lessonSeconds: null })).fields).toEqual([{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' }]);
  });

  it('given nothing, when the text is blank or longer than 2000 characters once trimmed, then BAD_REQUEST names text', () => {
    expect(refusal(when([], { ...add, text: ' \n\t ' })).fields).toEqual([{ field: 'text', code: 'IS_NOT_EMPTY' }]);
    expect(refusal(when([], { ...add, text: `${'x'.repeat(2001)}` })).fields).toEqual([{ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: 2000 }]);
    expect(when([], { ...add, text: ` ${'x'.repeat(2000)} ` })).toEqual([{ ...added, data: { ...added.data, text: 'x'.repeat(2000) } }]);
  });

  it('given a note, when it is added again, then ALREADY_EXIST', () => {
    expect(refusal(when([added], add)).code).toBe('ALREADY_EXIST');
  });

  it('given a note, when its author edits it, then the trimmed text is recorded; the same text again adds nothing', () => {
    expect(when([added], { ...edit, text: ' Squash, then rebase ' })).toEqual([
      { type: 'NoteEdited', data: { noteId: 'n1', text: 'Squash, then rebase', at: later } },
    ]);
    expect(when([added], { ...edit, text: 'Rebase before merging ' })).toEqual([]);
  });

  it('given a note, when another learner edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
    expect(refusal(when([added], { ...edit, userId: 'bob' })).code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    expect(refusal(when([added], { ...remove, userId: 'bob' })).code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
  });

  it('given a note, when it is edited with blank text, then BAD_REQUEST', () => {
    expect(refusal(when([added], { ...edit, text: '   ' })).fields).toEqual([{ field: 'text', code: 'IS_NOT_EMPTY' }]);
  });

  it('given a note, when it is named under another course, then NOT_FOUND', () => {
    expect(refusal(when([added], { ...edit, courseId: 'seo-fundamentals' })).code).toBe('NOT_FOUND');
    expect(refusal(when([added], { ...remove, courseId: 'seo-fundamentals' })).code).toBe('NOT_FOUND');
  });

  it('given a note, when its author deletes it, then it is deleted', () => {
    expect(when([added], remove)).toEqual([deleted]);
  });

  it('given a deleted note, when it is edited or deleted again, then NOT_FOUND', () => {
    expect(refusal(when([added, deleted], edit)).code).toBe('NOT_FOUND');
    expect(refusal(when([added, deleted], remove)).code).toBe('NOT_FOUND');
  });

  it('given nothing, when a note that never was is edited or deleted, then NOT_FOUND', () => {
    expect(refusal(when([], edit)).code).toBe('NOT_FOUND');
    expect(refusal(when([], remove)).code).toBe('NOT_FOUND');
  });
});
