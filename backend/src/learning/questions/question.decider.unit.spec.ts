import { describe, it } from '@jest/globals';
import type { QuestionEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
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
const given = deciderSpec(questionDecider);

describe('question decider', () => {
  describe('asking', () => {
    it('given nothing, when a learner who started the course asks, then the question is asked, trimmed, version 1 (pending)', () => {
      given([]).when(ask).then([asked]);
      given([])
        .when({ ...ask, lessonId: null, lessonKnown: false })
        .then([{ ...asked, data: { ...asked.data, lessonId: null } }]);
    });

    it('given nothing, when the caller does not hold the course, has not started it, or only answers (instructor, team), then refused', () => {
      given([])
        .when({ ...ask, standing: 'notHolder' })
        .thenThrows('FORBIDDEN');
      given([])
        .when({ ...ask, standing: 'notStarted' })
        .thenThrows('COURSE_NOT_STARTED');
      given([])
        .when({ ...ask, standing: 'instructor' })
        .thenThrows('FORBIDDEN');
      given([])
        .when({ ...ask, standing: 'team' })
        .thenThrows('FORBIDDEN');
    });

    it('given nothing, when the lesson is unknown or the text blank or too long, then BAD_REQUEST names the fields', () => {
      given([])
        .when({ ...ask, lessonKnown: false, text: ' ' })
        .thenThrows('BAD_REQUEST', [
          { field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' },
          { field: 'text', code: 'IS_NOT_EMPTY' },
        ]);
      given([])
        .when({ ...ask, text: 'x'.repeat(2001) })
        .thenThrows('BAD_REQUEST', [{ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: 2000 }]);
    });

    it('given a question, when it is asked again with the same id, then ALREADY_EXIST', () => {
      given([asked]).when(ask).thenThrows('ALREADY_EXIST');
    });
  });

  describe('editing and deleting', () => {
    it('given a published question, when its author edits it, then it is edited with the next version (back to pending)', () => {
      given([asked, published]).when(edit).then([edited]);
    });

    it('given a question, when its author saves the same text, then nothing happens', () => {
      given([asked])
        .when({ ...edit, text: ' How do joins work? ' })
        .thenNothing();
    });

    it('given a question, when another learner edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
      given([asked])
        .when({ ...edit, userId: 'bob' })
        .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      given([asked])
        .when({ ...remove, userId: 'bob' })
        .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    });

    it('given nothing, a deleted question or one of another course, when edited or deleted, then NOT_FOUND', () => {
      given([]).when(edit).thenThrows('NOT_FOUND');
      given([asked, deleted]).when(remove).thenThrows('NOT_FOUND');
      given([asked])
        .when({ ...edit, courseId: 'other' })
        .thenThrows('NOT_FOUND');
    });

    it('given a question, when its author deletes it, then it is deleted', () => {
      given([asked, published]).when(remove).then([deleted]);
    });
  });

  describe('moderating', () => {
    it('given a pending question, when a moderator publishes the version they read, then it is published; unpublishing then unpublishes it', () => {
      given([asked]).when(publish).then([published]);
      given([asked, published])
        .when({ ...publish, type: 'UnpublishQuestion' })
        .then([unpublished]);
    });

    it('given a question in the state asked for, when moderated again, then nothing happens', () => {
      given([asked, published]).when(publish).thenNothing();
      given([asked, unpublished])
        .when({ ...publish, type: 'UnpublishQuestion' })
        .thenNothing();
    });

    it('given an edit the moderator has not read, when they decide on the older version, then CONFLICT', () => {
      given([asked, edited]).when(publish).thenThrows('CONFLICT');
      given([asked, edited])
        .when({ ...publish, version: 2 })
        .then([{ ...published, data: { ...published.data, version: 2 } }]);
    });

    it('given a deleted question, when moderated, then NOT_FOUND', () => {
      given([asked, deleted]).when(publish).thenThrows('NOT_FOUND');
    });
  });
});
