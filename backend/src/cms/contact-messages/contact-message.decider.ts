import type { ContactMessageEvent, ContactMessageFields, ContactMessageSubmitted } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type ContactMessageCommand =
  | ({ type: 'SubmitContactMessage' } & ContactMessageSubmitted['data'])
  | { type: 'MarkContactMessageHandled'; messageId: string; at: string }
  | { type: 'ReplyToContactMessage'; messageId: string; replyId: string; body: string; at: string }
  | { type: 'RecordContactReplyMailed'; messageId: string; replyId: string; at: string };

export interface ContactMessageState {
  /** The message as sent; null until submitted. */
  message: (ContactMessageFields & { messageId: string }) | null;
  handled: boolean;
  /** Reply id to its text, in the order given. */
  replies: ReadonlyMap<string, string>;
  /** Replies whose mail went out. */
  mailed: ReadonlySet<string>;
}

/**
 * One contact-us message and what support did with it: marked handled, answered (a reply also
 * handles it), each answer mailed once. The reply's language is the message's, fixed here.
 */
export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> = {
  initialState: () => ({ message: null, handled: false, replies: new Map(), mailed: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'ContactMessageSubmitted': {
        const { userId: _userId, ...message } = event.data;
        return { ...state, message };
      }
      case 'ContactMessageHandled':
        return { ...state, handled: true };
      case 'ContactMessageReplied':
        return { ...state, handled: true, replies: new Map(state.replies).set(event.data.replyId, event.data.body) };
      case 'ContactReplyMailed':
        return { ...state, mailed: new Set(state.mailed).add(event.data.replyId) };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitContactMessage': {
        if (state.message) return DomainError.alreadyExists();
        const { type: _type, ...data } = command;
        return [{ type: 'ContactMessageSubmitted', data }];
      }
      case 'MarkContactMessageHandled':
        if (!state.message) return DomainError.notFound();
        return state.handled ? [] : [{ type: 'ContactMessageHandled', data: { messageId: command.messageId, at: command.at } }];
      case 'ReplyToContactMessage': {
        if (!state.message) return DomainError.notFound();
        const body = command.body.trim();
        if (!body) return DomainError.badRequest([{ field: 'body', code: 'IS_NOT_EMPTY' }]);
        if (state.replies.has(command.replyId)) return [];
        const { messageId, replyId, at } = command;
        return [{ type: 'ContactMessageReplied', data: { messageId, replyId, body, locale: state.message.locale, at } }];
      }
      case 'RecordContactReplyMailed':
        if (!state.replies.has(command.replyId)) return DomainError.notFound();
        return state.mailed.has(command.replyId)
          ? []
          : [{ type: 'ContactReplyMailed', data: { messageId: command.messageId, replyId: command.replyId, at: command.at } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
