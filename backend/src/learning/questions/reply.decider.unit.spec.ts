import { describe, expect, it } from '@jest/globals';
import type { ReplyEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { replyDecider, type DeleteReply, type EditReply, type PostReply, type PublishReply } from './reply.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const ids = { replyId: 'r1', questionId: 'q1', courseId: 'sql-for-analysts', userId: 'bob' };
const question = { courseId: 'sql-for-analysts', status: 'published' as const, authorId: 'ann' };
const post: PostReply = { type: 'PostReply', ...ids, text: '  Try a LEFT JOIN.  ', at, standing: 'learner', question };
const posted: ReplyEvent = { type: 'ReplyPosted', data: { ...ids, authorRole: 'learner', text: 'Try a LEFT JOIN.', version: 1, at } };
const edit: EditReply = { type: 'EditReply', replyId: 'r1', courseId: 'sql-for-analysts', userId: 'bob', text: 'Try a RIGHT JOIN.', at: later };
const edited: ReplyEvent = { type: 'ReplyEdited', data: { ...ids, text: 'Try a RIGHT JOIN.', version: 2, at: later } };
const remove: DeleteReply = { type: 'DeleteReply', replyId: 'r1', courseId: 'sql-for-analysts', userId: 'bob', at: later };
const deleted: ReplyEvent = { type: 'ReplyDeleted', data: { ...ids, at: later } };
const publish: PublishReply = { type: 'PublishReply', replyId: 'r1', version: 1, moderatorId: 'admin', at: later };
const published: ReplyEvent = { type: 'ReplyPublished', data: { ...ids, version: 1, moderatorId: 'admin', at: later } };
const when = givenWhen(replyDecider);

const refusal = (result: unknown) => {
  expect(result).toBeInstanceOf(DomainError);
  return (result as DomainError).code;
};

describe('reply decider', () => {
  describe('posting', () => {
    it('given nothing, when a learner who started the course replies to a published question, then the reply is posted pending, trimmed', () => {
      expect(when([], post)).toEqual([posted]);
    });

    it("given nothing, when the course's instructor replies, then the reply is posted pending and marked as the instructor's", () => {
      expect(when([], { ...post, standing: 'instructor' })).toEqual([{ ...posted, data: { ...posted.data, authorRole: 'instructor' } }]);
    });

    it('given nothing, when the Khru team replies, then the reply is posted and published at once by its author', () => {
      expect(when([], { ...post, standing: 'team' })).toEqual([
        { ...posted, data: { ...posted.data, authorRole: 'team' } },
        { type: 'ReplyPublished', data: { ...ids, version: 1, moderatorId: 'bob', at } },
      ]);
    });

    it('given nothing, when the caller does not hold the course or has not started it, then FORBIDDEN or COURSE_NOT_STARTED', () => {
      expect(refusal(when([], { ...post, standing: 'notHolder' }))).toBe('FORBIDDEN');
      expect(refusal(when([], { ...post, standing: 'notStarted' }))).toBe('COURSE_NOT_STARTED');
    });

    it("given nothing, when the question is missing, of another course, or someone else's not yet published, then NOT_FOUND", () => {
      expect(refusal(when([], { ...post, question: null }))).toBe('NOT_FOUND');
      expect(refusal(when([], { ...post, question: { ...question, courseId: 'other' } }))).toBe('NOT_FOUND');
      expect(refusal(when([], { ...post, question: { ...question, status: 'pending' } }))).toBe('NOT_FOUND');
    });

    it('given nothing, when the author replies to their own pending question or the team to any live one, then the reply is posted', () => {
      expect(when([], { ...post, question: { ...question, status: 'pending', authorId: 'bob' } })).toEqual([posted]);
      expect(when([], { ...post, standing: 'team', question: { ...question, status: 'unpublished' } })).toHaveLength(2);
    });

    it('given nothing, when the text is blank, then BAD_REQUEST; given a reply, when posted again, then ALREADY_EXIST', () => {
      expect((when([], { ...post, text: '  ' }) as DomainError).fields).toEqual([{ field: 'text', code: 'IS_NOT_EMPTY' }]);
      expect(refusal(when([posted], post))).toBe('ALREADY_EXIST');
    });
  });

  describe('editing and deleting', () => {
    it('given a published reply, when its author edits it, then it is edited with the next version (back to pending)', () => {
      expect(when([posted, published], edit)).toEqual([edited]);
    });

    it("given the team's reply, when its author edits it, then the edit is published at once", () => {
      const teamPosted: ReplyEvent = { ...posted, data: { ...posted.data, authorRole: 'team' } };
      expect(when([teamPosted], edit)).toEqual([edited, { type: 'ReplyPublished', data: { ...ids, version: 2, moderatorId: 'bob', at: later } }]);
    });

    it('given a reply, when another user edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
      expect(refusal(when([posted], { ...edit, userId: 'ann' }))).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      expect(refusal(when([posted], { ...remove, userId: 'ann' }))).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    });

    it('given a reply, when its author saves the same text, then nothing happens; when they delete it, then it is deleted', () => {
      expect(when([posted], { ...edit, text: 'Try a LEFT JOIN.' })).toEqual([]);
      expect(when([posted], remove)).toEqual([deleted]);
      expect(refusal(when([posted, deleted], remove))).toBe('NOT_FOUND');
    });
  });

  describe('moderating', () => {
    it('given a pending reply, when a moderator publishes the version they read, then it is published; unpublish unpublishes it', () => {
      expect(when([posted], publish)).toEqual([published]);
      expect(when([posted, published], { ...publish, type: 'UnpublishReply' })).toEqual([{ ...published, type: 'ReplyUnpublished' }]);
      expect(when([posted, published], publish)).toEqual([]);
    });

    it('given an edit the moderator has not read, when they decide on the older version, then CONFLICT; a deleted reply is NOT_FOUND', () => {
      expect(refusal(when([posted, edited], publish))).toBe('CONFLICT');
      expect(refusal(when([posted, deleted], publish))).toBe('NOT_FOUND');
    });
  });
});
