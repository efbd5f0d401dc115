import { describe, expect, it } from '@jest/globals';
import type { QuestionEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { questionDecider, type AskQuestion, type DeleteQuestion, type EditQuestion, type PublishQuestion } from './question.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const ids = { questionId: 'q1', courseId: 'sql-for-analysts', userId: 'ann' };
const ask: AskQuestion = { type: 'AskQuestion', ...ids, lessonId: 'joins', text: '  How do joins work?  ', at, standing: 'learner', lessonKnown: true };
const asked: QuestionEvent = { type: 'QuestionAsked', data: { ...ids, lessonId: 'joins', text: 'How do joins work?', version: 1, at } };
const edit: EditQuestion = { type: 'EditQuestion', ...ids, text: 'How do outer joins work?', at: later };
const edited: QuestionEvent = { type: 'QuestionEdited', data: { ...ids, text: 'How do outer joins work?', version: 2, at: later } };
const remove: DeleteQuestion = { type: 'DeleteQuestion', ...ids, at: later };
const deleted: QuestionEvent = { type: 'QuestionDeleted', data: { ...ids, at: later } };
const publish: PublishQuestion = { type: 'PublishQuestion', questionId: 'q1', version: 1, moderatorId: 'admin', at: later };
const published: QuestionEvent = { type: 'QuestionPublished', data: { ...ids, version: 1, moderatorId: 'admin', at: later } };
const unpublished: QuestionEvent = { type: 'QuestionUnpublished', data: { ...ids, version: 1, moderatorId: 'admin', at: later } };
const when = givenWhen(questionDecider);

const refusal = (result: unknown) => {
  expect(result).toBeInstanceOf(DomainError);
  const { code, fields } = result as DomainError;
  return { code, fields };
};

describe('question decider', () => {
  describe('asking', () => {
    it('given nothing, when a learner who started the course asks, then the question is asked, trimmed, version 1 (pending)', () => {
      expect(when([], ask)).toEqual([asked]);
      expect(when([], { ...ask, lessonId: null, lessonKnown: false })).toEqual([{ ...asked, data: { ...asked.data, lessonId: null } }]);
    });

    it('given nothing, when the caller does not hold the course, has not started it, or only answers (instructor, team), then refused', () => {
      expect(refusal(when([], { ...ask, standing: 'notHolder' })).code).toBe('FORBIDDEN');
      expect(refusal(when([], { ...ask, standing: 'notStarted' })).code).toBe('COURSE_NOT_STARTED');
      expect(refusal(when([], { ...ask, standing: 'instructor' })).code).toBe('FORBIDDEN');
      expect(refusal(when([], { ...ask, standing: 'team' })).code).toBe('FORBIDDEN');
    });

    it('given nothing, when the lesson is unknown or the text blank or too long, then BAD_REQUEST names the fields', () => {
      expect(refusal(when([], { ...ask, lessonKnown: false, text: ' ' })).fields).toEqual([
        { field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' },
        { field: 'text', code: 'IS_NOT_EMPTY' },
      ]);
      expect(refusal(when([], { ...ask, text: 'x'.repeat(2001) })).fields).toEqual([{ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: 2000 }]);
    });

    it('given a question, when it is asked again with the same id, then ALREADY_EXIST', () => {
      expect(refusal(when([asked], ask)).code).toBe('ALREADY_EXIST');
    });
  });

  describe('editing and deleting', () => {
    it('given a published question, when its author edits it, then it is edited with the next version (back to pending)', () => {
      expect(when([asked, published], edit)).toEqual([edited]);
    });

    it('given a question, when its author saves the same text, then nothing happens', () => {
      expect(when([asked], { ...edit, text: ' How do joins work? ' })).toEqual([]);
    });

    it('given a question, when another learner edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
      expect(refusal(when([asked], { ...edit, userId: 'bob' })).code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      expect(refusal(when([asked], { ...remove, userId: 'bob' })).code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    });

    it('given nothing, a deleted question or one of another course, when edited or deleted, then NOT_FOUND', () => {
      expect(refusal(when([], edit)).code).toBe('NOT_FOUND');
      expect(refusal(when([asked, deleted], remove)).code).toBe('NOT_FOUND');
      expect(refusal(when([asked], { ...edit, courseId: 'other' })).code).toBe('NOT_FOUND');
    });

    it('given a question, when its author deletes it, then it is deleted', () => {
      expect(when([asked, published], remove)).toEqual([deleted]);
    });
  });

  describe('moderating', () => {
    it('given a pending question, when a moderator publishes the version they read, then it is published; unpublishing then unpublishes it', () => {
      expect(when([asked], publish)).toEqual([published]);
      expect(when([asked, published], { ...publish, type: 'UnpublishQuestion' })).toEqual([unpublished]);
    });

    it('given a question in the state asked for, when moderated again, then nothing happens', () => {
      expect(when([asked, published], publish)).toEqual([]);
      expect(when([asked, unpublished], { ...publish, type: 'UnpublishQuestion' })).toEqual([]);
    });

    it('given an edit the moderator has not read, when they decide on the older version, then CONFLICT', () => {
      expect(refusal(when([asked, edited], publish)).code).toBe('CONFLICT');
      expect(when([asked, edited], { ...publish, version: 2 })).toEqual([{ ...published, data: { ...published.data, version: 2 } }]);
    });

    it('given a deleted question, when moderated, then NOT_FOUND', () => {
      expect(refusal(when([asked, deleted], publish)).code).toBe('NOT_FOUND');
    });
  });
});
