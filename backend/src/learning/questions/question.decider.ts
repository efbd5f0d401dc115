import type { QaStanding, QuestionEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { authorsItem, deleted, editedItem, isLive, moderate, withStatus } from '../moderation/moderation.js';
import { standingRefusal, textProblems, type QaItemState } from './qa-item.js';

/**
 * `standing` and `lessonKnown` are what the handler found in the read models (the caller's place in
 * the course; whether the course has the lesson named): the decider stays pure and owns the rules.
 */
export type AskQuestion = {
  type: 'AskQuestion';
  questionId: string;
  courseId: string;
  userId: string;
  lessonId: string | null;
  text: string;
  at: string;
  standing: QaStanding;
  lessonKnown: boolean;
};
export type EditQuestion = { type: 'EditQuestion'; questionId: string; courseId: string; userId: string; text: string; at: string };
export type DeleteQuestion = { type: 'DeleteQuestion'; questionId: string; courseId: string; userId: string; at: string };
export type PublishQuestion = { type: 'PublishQuestion'; questionId: string; version: number; moderatorId: string; at: string };
export type UnpublishQuestion = { type: 'UnpublishQuestion'; questionId: string; version: number; moderatorId: string; at: string };
export type QuestionCommand = AskQuestion | EditQuestion | DeleteQuestion | PublishQuestion | UnpublishQuestion;

export type QuestionState = QaItemState<object>;

/**
 * A learner's question about a course (spec sections 4 and 6): learners who hold the course and have
 * started it ask (the instructor and the team answer, they do not ask); a question waits in pending
 * review; only its author edits it (back to pending) or deletes it; a moderator publishes or
 * unpublishes the version they read.
 */
export const questionDecider: Decider<QuestionCommand, QuestionEvent, QuestionState> = {
  initialState: () => ({ status: 'none', version: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAsked': {
        const { userId, courseId, text, version } = event.data;
        return { status: 'pending', version, authorId: userId, courseId, text };
      }
      case 'QuestionEdited':
        return isLive(state) ? { ...state, status: 'pending', text: event.data.text, version: event.data.version } : state;
      case 'QuestionDeleted':
        return deleted(state);
      case 'QuestionPublished':
        return withStatus(state, 'published');
      case 'QuestionUnpublished':
        return withStatus(state, 'unpublished');
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AskQuestion': {
        const refused = standingRefusal(command.standing);
        if (refused) return refused;
        if (command.standing !== 'learner') return new DomainError('FORBIDDEN');
        if (state.status !== 'none') return DomainError.alreadyExists();
        const problems = [
          ...(command.lessonId !== null && !command.lessonKnown ? [{ field: 'lessonId', code: 'BAD_REQUEST' as const, rule: 'unknownLesson' as const }] : []),
          ...textProblems(command.text),
        ];
        if (problems.length > 0) return DomainError.badRequest(problems);
        const { questionId, courseId, userId, lessonId, at } = command;
        return [{ type: 'QuestionAsked', data: { questionId, courseId, userId, lessonId, text: command.text.trim(), version: 1, at } }];
      }
      case 'EditQuestion': {
        const question = editedItem(state, command, textProblems(command.text));
        if (question instanceof DomainError) return question;
        const text = command.text.trim();
        if (text === question.text) return [];
        const { questionId, courseId, userId, at } = command;
        return [{ type: 'QuestionEdited', data: { questionId, courseId, userId, text, version: question.version + 1, at } }];
      }
      case 'DeleteQuestion': {
        const question = authorsItem(state, command);
        if (question instanceof DomainError) return question;
        const { questionId, courseId, userId, at } = command;
        return [{ type: 'QuestionDeleted', data: { questionId, courseId, userId, at } }];
      }
      case 'PublishQuestion':
      case 'UnpublishQuestion': {
        const publish = command.type === 'PublishQuestion';
        const { questionId, version, moderatorId, at } = command;
        return moderate(state, { publish, version }, (question): QuestionEvent => {
          const data = { questionId, courseId: question.courseId, userId: question.authorId, version, moderatorId, at };
          return publish ? { type: 'QuestionPublished', data } : { type: 'QuestionUnpublished', data };
        });
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
