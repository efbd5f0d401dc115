import { describe, it } from '@jest/globals';
import type { ReplyEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
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
const given = deciderSpec(replyDecider);

describe('reply decider', () => {
  describe('posting', () => {
    it('given nothing, when a learner who started the course replies to a published question, then the reply is posted pending, trimmed', () => {
      given([]).when(post).then([posted]);
    });

    it("given nothing, when the course's instructor replies, then the reply is posted pending and marked as the instructor's", () => {
      given([])
        .when({ ...post, standing: 'instructor' })
        .then([{ ...posted, data: { ...posted.data, authorRole: 'instructor' } }]);
    });

    it('given nothing, when the Khru team replies, then the reply is posted and published at once by its author', () => {
      given([])
        .when({ ...post, standing: 'team' })
        .then([
          { ...posted, data: { ...posted.data, authorRole: 'team' } },
          { type: 'ReplyPublished', data: { ...ids, version: 1, moderatorId: 'bob', at } },
        ]);
    });

    it('given nothing, when the caller does not hold the course or has not started it, then FORBIDDEN or COURSE_NOT_STARTED', () => {
      given([])
        .when({ ...post, standing: 'notHolder' })
        .thenThrows('FORBIDDEN');
      given([])
        .when({ ...post, standing: 'notStarted' })
        .thenThrows('COURSE_NOT_STARTED');
    });

    it("given nothing, when the question is missing, of another course, or someone else's not yet published, then NOT_FOUND", () => {
      given([])
        .when({ ...post, question: null })
        .thenThrows('NOT_FOUND');
      given([])
        .when({ ...post, question: { ...question, courseId: 'other' } })
        .thenThrows('NOT_FOUND');
      given([])
        .when({ ...post, question: { ...question, status: 'pending' } })
        .thenThrows('NOT_FOUND');
    });

    it('given nothing, when the author replies to their own pending question or the team to any live one, then the reply is posted', () => {
      given([])
        .when({ ...post, question: { ...question, status: 'pending', authorId: 'bob' } })
        .then([posted]);
      given([])
        .when({ ...post, standing: 'team', question: { ...question, status: 'unpublished' } })
        .then([
          { ...posted, data: { ...posted.data, authorRole: 'team' } },
          { type: 'ReplyPublished', data: { ...ids, version: 1, moderatorId: 'bob', at } },
        ]);
    });

    it('given nothing, when the text is blank, then BAD_REQUEST; given a reply, when posted again, then ALREADY_EXIST', () => {
      given([])
        .when({ ...post, text: '  ' })
        .thenThrows('BAD_REQUEST', [{ field: 'text', code: 'IS_NOT_EMPTY' }]);
      given([posted]).when(post).thenThrows('ALREADY_EXIST');
    });
  });

  describe('editing and deleting', () => {
    it('given a published reply, when its author edits it, then it is edited with the next version (back to pending)', () => {
      given([posted, published]).when(edit).then([edited]);
    });

    it("given the team's reply, when its author edits it, then the edit is published at once", () => {
      const teamPosted: ReplyEvent = { ...posted, data: { ...posted.data, authorRole: 'team' } };
      given([teamPosted])
        .when(edit)
        .then([edited, { type: 'ReplyPublished', data: { ...ids, version: 2, moderatorId: 'bob', at: later } }]);
    });

    it('given a reply, when another user edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
      given([posted])
        .when({ ...edit, userId: 'ann' })
        .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      given([posted])
        .when({ ...remove, userId: 'ann' })
        .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    });

    it('given a reply, when its author saves the same text, then nothing happens; when they delete it, then it is deleted', () => {
      given([posted])
        .when({ ...edit, text: 'Try a LEFT JOIN.' })
        .thenNothing();
      given([posted]).when(remove).then([deleted]);
      given([posted, deleted]).when(remove).thenThrows('NOT_FOUND');
    });
  });

  describe('moderating', () => {
    it('given a pending reply, when a moderator publishes the version they read, then it is published; unpublish unpublishes it', () => {
      given([posted]).when(publish).then([published]);
      given([posted, published])
        .when({ ...publish, type: 'UnpublishReply' })
        .then([{ ...published, type: 'ReplyUnpublished' }]);
      given([posted, published]).when(publish).thenNothing();
    });

    it('given an edit the moderator has not read, when they decide on the older version, then CONFLICT; a deleted reply is NOT_FOUND', () => {
      given([posted, edited]).when(publish).thenThrows('CONFLICT');
      given([posted, deleted]).when(publish).thenThrows('NOT_FOUND');
    });
  });
});
