import type { ModerationStatus, QaAuthorRole, QaStanding, ReplyEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { authorsItem, deleted, editedItem, isLive, moderate, withStatus } from '../moderation/moderation.js';
import { standingRefusal, textProblems, type QaItemState } from './qa-item.js';

/** The question replied to, as the handler found it in the read model (null when there is none, or it was deleted). */
export type RepliedQuestion = { courseId: string; status: ModerationStatus; authorId: string } | null;

/** `standing` and `question` come from the read models: the decider stays pure and owns the rules. */
export type PostReply = {
  type: 'PostReply';
  replyId: string;
  questionId: string;
  courseId: string;
  userId: string;
  text: string;
  at: string;
  standing: QaStanding;
  question: RepliedQuestion;
};
export type EditReply = { type: 'EditReply'; replyId: string; courseId: string; userId: string; text: string; at: string };
export type DeleteReply = { type: 'DeleteReply'; replyId: string; courseId: string; userId: string; at: string };
export type PublishReply = { type: 'PublishReply'; replyId: string; version: number; moderatorId: string; at: string };
export type UnpublishReply = { type: 'UnpublishReply'; replyId: string; version: number; moderatorId: string; at: string };
export type ReplyCommand = PostReply | EditReply | DeleteReply | PublishReply | UnpublishReply;

export type ReplyState = QaItemState<{ questionId: string; authorRole: QaAuthorRole }>;

/**
 * A reply to a question (spec sections 4 and 6): learners who hold the course and have started it,
 * the course's instructor and the Khru team reply to a published question (its author also to their
 * own pending one; the team to any live one). A learner's or the instructor's reply waits in pending
 * review, and returns there when edited; the team's is published as written, since its author is a
 * moderator. Only the author edits or deletes it; a moderator decides on the version they read.
 */
export const replyDecider: Decider<ReplyCommand, ReplyEvent, ReplyState> = {
  initialState: () => ({ status: 'none', version: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReplyPosted': {
        const { userId, courseId, questionId, authorRole, text, version } = event.data;
        return { status: 'pending', version, authorId: userId, courseId, questionId, authorRole, text };
      }
      case 'ReplyEdited':
        return isLive(state) ? { ...state, status: 'pending', text: event.data.text, version: event.data.version } : state;
      case 'ReplyDeleted':
        return deleted(state);
      case 'ReplyPublished':
        return withStatus(state, 'published');
      case 'ReplyUnpublished':
        return withStatus(state, 'unpublished');
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PostReply': {
        const refused = standingRefusal(command.standing);
        if (refused) return refused;
        const authorRole = command.standing as QaAuthorRole;
        const { question } = command;
        if (!question || question.courseId !== command.courseId) return DomainError.notFound();
        if (question.status !== 'published' && question.authorId !== command.userId && authorRole !== 'team') return DomainError.notFound();
        if (state.status !== 'none') return DomainError.alreadyExists();
        const problems = textProblems(command.text);
        if (problems.length > 0) return DomainError.badRequest(problems);
        const { replyId, questionId, courseId, userId, at } = command;
        const posted: ReplyEvent = {
          type: 'ReplyPosted',
          data: { replyId, questionId, courseId, userId, authorRole, text: command.text.trim(), version: 1, at },
        };
        if (authorRole !== 'team') return [posted];
        return [posted, { type: 'ReplyPublished', data: { replyId, questionId, courseId, userId, version: 1, moderatorId: userId, at } }];
      }
      case 'EditReply': {
        const reply = editedItem(state, command, textProblems(command.text));
        if (reply instanceof DomainError) return reply;
        const text = command.text.trim();
        if (text === reply.text) return [];
        const { replyId, courseId, userId, at } = command;
        const version = reply.version + 1;
        const edited: ReplyEvent = { type: 'ReplyEdited', data: { replyId, questionId: reply.questionId, courseId, userId, text, version, at } };
        if (reply.authorRole !== 'team') return [edited];
        return [edited, { type: 'ReplyPublished', data: { replyId, questionId: reply.questionId, courseId, userId, version, moderatorId: userId, at } }];
      }
      case 'DeleteReply': {
        const reply = authorsItem(state, command);
        if (reply instanceof DomainError) return reply;
        const { replyId, courseId, userId, at } = command;
        return [{ type: 'ReplyDeleted', data: { replyId, questionId: reply.questionId, courseId, userId, at } }];
      }
      case 'PublishReply':
      case 'UnpublishReply': {
        const publish = command.type === 'PublishReply';
        const { replyId, version, moderatorId, at } = command;
        return moderate(state, { publish, version }, (reply): ReplyEvent => {
          const data = { replyId, questionId: reply.questionId, courseId: reply.courseId, userId: reply.authorId, version, moderatorId, at };
          return publish ? { type: 'ReplyPublished', data } : { type: 'ReplyUnpublished', data };
        });
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
