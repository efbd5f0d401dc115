import { NOTE_TEXT_MAX_LENGTH, type FieldError, type NoteAdded, type NoteEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * `lessonSeconds` is the lesson's video length as the handler found it in the course (0 without
 * video, null when the course has no such lesson): the decider stays pure and still owns the rule.
 */
export type AddNote = { type: 'AddNote'; lessonSeconds: number | null } & NoteAdded['data'];
export type EditNote = { type: 'EditNote'; noteId: string; courseId: string; userId: string; text: string; at: string };
export type DeleteNote = { type: 'DeleteNote'; noteId: string; courseId: string; userId: string; at: string };
export type NoteCommand = AddNote | EditNote | DeleteNote;

export type NoteState = { status: 'none' } | { status: 'kept' | 'deleted'; authorId: string; courseId: string; text: string };

function textProblems(text: string): Omit<FieldError, 'message'>[] {
  if (text.trim().length === 0) return [{ field: 'text', code: 'IS_NOT_EMPTY' }];
  if (text.trim().length > NOTE_TEXT_MAX_LENGTH) return [{ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: NOTE_TEXT_MAX_LENGTH }];
  return [];
}

function placeProblems({ lessonSeconds, videoSeconds }: AddNote): Omit<FieldError, 'message'>[] {
  if (lessonSeconds === null) return [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' }];
  if (!Number.isInteger(videoSeconds) || videoSeconds < 0 || videoSeconds > lessonSeconds) {
    return [{ field: 'videoSeconds', code: 'BAD_REQUEST', rule: 'outsideLesson', n: lessonSeconds }];
  }
  return [];
}

/**
 * A learner's note (spec section 7): only its author changes it (NOT_CHANGE_ANOTHER_AUTHORS_ITEM),
 * a deleted note or one of another course is NOT_FOUND, and editing to the same text adds nothing.
 */
export const noteDecider: Decider<NoteCommand, NoteEvent, NoteState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'NoteAdded':
        return { status: 'kept', authorId: event.data.userId, courseId: event.data.courseId, text: event.data.text };
      case 'NoteEdited':
        return state.status === 'none' ? state : { ...state, text: event.data.text };
      case 'NoteDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddNote': {
        if (state.status !== 'none') return DomainError.alreadyExists();
        const problems = [...placeProblems(command), ...textProblems(command.text)];
        if (problems.length > 0) return DomainError.badRequest(problems);
        const { type: _type, lessonSeconds: _lessonSeconds, ...data } = command;
        return [{ type: 'NoteAdded', data: { ...data, text: command.text.trim() } }];
      }
      case 'EditNote': {
        if (state.status !== 'kept' || state.courseId !== command.courseId) return DomainError.notFound();
        if (state.authorId !== command.userId) return new DomainError('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
        const problems = textProblems(command.text);
        if (problems.length > 0) return DomainError.badRequest(problems);
        const text = command.text.trim();
        return text === state.text ? [] : [{ type: 'NoteEdited', data: { noteId: command.noteId, text, at: command.at } }];
      }
      case 'DeleteNote': {
        if (state.status !== 'kept' || state.courseId !== command.courseId) return DomainError.notFound();
        if (state.authorId !== command.userId) return new DomainError('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
        return [{ type: 'NoteDeleted', data: { noteId: command.noteId, at: command.at } }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
