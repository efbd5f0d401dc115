import { describe, it } from '@jest/globals';
import type { QaAuthorRole, QuestionEvent, ReplyEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { questionNotificationsWorkflow } from './question-notifications.workflow.js';

const at = '2026-11-24T10:00:00.000Z';
const asked: QuestionEvent = {
  type: 'QuestionAsked',
  data: { questionId: 'q1', courseId: 'git', userId: 'ann', lessonId: null, text: 'How do I rebase?', version: 1, at },
};
const posted = (replyId: string, userId: string, authorRole: QaAuthorRole): ReplyEvent => ({
  type: 'ReplyPosted',
  data: { replyId, questionId: 'q1', courseId: 'git', userId, authorRole, text: 'Like this', version: 1, at },
});
const published = (replyId: string, userId: string): ReplyEvent => ({
  type: 'ReplyPublished',
  data: { replyId, questionId: 'q1', courseId: 'git', userId, version: 1, moderatorId: 'mod', at },
});
const common = { to: { userIds: ['ann'] }, about: { itemId: 'git', isBundle: false }, link: '/courses-learning/git', locale: null, at };
const given = workflowSpec(questionNotificationsWorkflow);

describe('question notifications workflow', () => {
  it('given a question, when a moderator publishes it, then its author is told, once per published text', () => {
    given([asked])
      .when({ type: 'QuestionPublished', data: { questionId: 'q1', courseId: 'git', userId: 'ann', version: 1, moderatorId: 'mod', at } })
      .then([deliver({ ...common, message: { kind: 'questionPublished' }, cause: 'q1:1' })]);
  });

  it('given a question and the instructor\u2019s reply, when the reply is published, then the question\u2019s author is told who replied, quoting the question', () => {
    given([asked, posted('r1', 'kanya', 'instructor')])
      .when(published('r1', 'kanya'))
      .then([deliver({ ...common, message: { kind: 'questionReplied', question: 'How do I rebase?', repliedBy: 'instructor' }, cause: 'r1' })]);
  });

  it('given the question\u2019s text edited, when a reply is published, then the question is quoted as it stands', () => {
    const edited: QuestionEvent = {
      type: 'QuestionEdited',
      data: { questionId: 'q1', courseId: 'git', userId: 'ann', text: 'How do I squash?', version: 2, at },
    };
    given([asked, edited, posted('r1', 'bob', 'learner')])
      .when(published('r1', 'bob'))
      .then([deliver({ ...common, message: { kind: 'questionReplied', question: 'How do I squash?', repliedBy: 'learner' }, cause: 'r1' })]);
  });

  it('given the author replying to their own question, or a deleted question, when the reply is published, then nothing', () => {
    given([asked, posted('r1', 'ann', 'learner')])
      .when(published('r1', 'ann'))
      .thenNothing();
    given([asked, posted('r1', 'bob', 'learner'), { type: 'QuestionDeleted', data: { questionId: 'q1', courseId: 'git', userId: 'ann', at } }])
      .when(published('r1', 'bob'))
      .thenNothing();
  });
});
