import type { QaAuthorRole, QuestionEvent, ReplyEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

type QuestionNotificationsEvent = QuestionEvent | ReplyEvent;

export interface QuestionNotificationsState {
  question: { authorId: string; text: string } | null;
  /** Who wrote each reply, as it was posted. */
  repliedBy: Record<string, QaAuthorRole>;
}

/**
 * The author of a question is told when it is published (each text a moderator publishes) and when a reply to it is
 * published (once per reply; not their own replies, nor after they deleted the question). One instance per question:
 * every reply event names its question.
 */
export const questionNotificationsWorkflow: Workflow<QuestionNotificationsEvent, QuestionNotificationsState> = {
  name: 'question-notifications',
  handles: ['QuestionAsked', 'QuestionEdited', 'QuestionDeleted', 'QuestionPublished', 'ReplyPosted', 'ReplyPublished'],
  instanceOf: (event) => event.data.questionId,
  initialState: () => ({ question: null, repliedBy: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAsked':
        return { ...state, question: { authorId: event.data.userId, text: event.data.text } };
      case 'QuestionEdited':
        return state.question ? { ...state, question: { ...state.question, text: event.data.text } } : state;
      case 'QuestionDeleted':
        return { ...state, question: null };
      case 'ReplyPosted':
        return { ...state, repliedBy: { ...state.repliedBy, [event.data.replyId]: event.data.authorRole } };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const { question } = state;
    if (!question) return [];
    const { courseId, at } = event.data;
    const common = {
      to: { userIds: [question.authorId] },
      about: { itemId: courseId, isBundle: false },
      link: `/courses-learning/${courseId}`,
      locale: null,
      at,
    };
    switch (event.type) {
      case 'QuestionPublished':
        return [deliver({ ...common, message: { kind: 'questionPublished' }, cause: `${event.data.questionId}:${event.data.version}` })];
      case 'ReplyPublished': {
        if (event.data.userId === question.authorId) return [];
        const repliedBy = state.repliedBy[event.data.replyId] ?? 'learner';
        return [deliver({ ...common, message: { kind: 'questionReplied', question: question.text, repliedBy }, cause: event.data.replyId })];
      }
      default:
        return [];
    }
  },
};
