import type { ConversationEvent, ConversationMessagePosted, Locale, SupportAttachment, SupportPerson, SupportSide } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** The learner side of a command: a logged-in learner, or a visitor as their token names them. */
export type SupportLearnerRef = { userId: string } | { visitorId: string };

/** Who acts on a conversation where either side may: the learner (checked against the conversation) or an admin. */
export type ConversationActor = { side: 'learner'; learner: SupportLearnerRef } | { side: 'support'; adminId: string };

interface Base {
  conversationId: string;
  at: string;
}

export type ConversationCommand =
  | (Base & { type: 'StartConversation'; messageId: string; person: SupportPerson; page: string; locale: Locale; body: string })
  | (Base & {
      type: 'PostLearnerMessage';
      messageId: string;
      learner: SupportLearnerRef;
      body: string;
      attachment: SupportAttachment | null;
      locale: Locale;
    })
  | (Base & {
      type: 'PostSupportMessage';
      messageId: string;
      adminId: string;
      adminName: string;
      body: string;
      attachment: SupportAttachment | null;
      /** Measured by the handler: whether the learner had the chat open (if not, the reply is also mailed). */
      learnerOnline: boolean;
    })
  | (Base & { type: 'MarkDelivered'; actor: ConversationActor; upToSeq: number })
  | (Base & { type: 'MarkRead'; actor: ConversationActor; upToSeq: number })
  | (Base & { type: 'JoinAccount'; visitorId: string; userId: string; name: string; email: string; organisationId: string | null })
  | (Base & { type: 'Assign'; adminId: string | null; adminName: string | null })
  | (Base & { type: 'AddNote'; noteId: string; adminId: string; adminName: string; body: string })
  | (Base & { type: 'Close'; actor: ConversationActor })
  | (Base & { type: 'Rate'; learner: SupportLearnerRef; rating: number })
  | (Base & { type: 'RecordReplyMailed'; messageId: string });

const sides = <T>(value: T): Record<SupportSide, T> => ({ learner: value, support: value });
const otherSide = (side: SupportSide): SupportSide => (side === 'learner' ? 'support' : 'learner');

/** A started conversation, as far as its rules need it. */
export interface Conversation {
  visitorId: string | null;
  userId: string | null;
  name: string;
  email: string;
  /** The language of the learner's latest message: support messages are mailed in it. */
  locale: Locale;
  closed: boolean;
  rating: number | null;
  assignedTo: string | null;
  lastSeq: number;
  /** The highest seq of each side's messages. */
  lastSeqOf: Record<SupportSide, number>;
  /** The highest seq of the other side's messages each side received (reading also delivers), and read. */
  deliveredTo: Record<SupportSide, number>;
  readBy: Record<SupportSide, number>;
  /** Each message's author, by message id. */
  authors: Record<string, SupportSide>;
  noteIds: string[];
  mailed: string[];
}

export interface ConversationState {
  conversation: Conversation | null;
}

/** Whether the learner-side caller may act on the conversation: their account's, or their visitor's until it joined an account. */
export function isLearnersOwn(conversation: Pick<Conversation, 'userId' | 'visitorId'>, learner: SupportLearnerRef): boolean {
  if ('userId' in learner) return conversation.userId === learner.userId;
  return conversation.visitorId === learner.visitorId && conversation.userId === null;
}

const empty = (field: string) => DomainError.badRequest([{ field, code: 'IS_NOT_EMPTY' }]);

function evolveConversation(c: Conversation, event: Exclude<ConversationEvent, { type: 'ConversationStarted' }>): Conversation {
  switch (event.type) {
    case 'ConversationMessagePosted': {
      const { seq, author, messageId, locale } = event.data;
      return {
        ...c,
        lastSeq: seq,
        lastSeqOf: { ...c.lastSeqOf, [author]: seq },
        authors: { ...c.authors, [messageId]: author },
        locale: author === 'learner' ? locale : c.locale,
      };
    }
    case 'ConversationMessagesDelivered':
      return { ...c, deliveredTo: { ...c.deliveredTo, [event.data.to]: Math.max(c.deliveredTo[event.data.to], event.data.upToSeq) } };
    case 'ConversationMessagesRead': {
      const { by, upToSeq } = event.data;
      return { ...c, readBy: { ...c.readBy, [by]: upToSeq }, deliveredTo: { ...c.deliveredTo, [by]: Math.max(c.deliveredTo[by], upToSeq) } };
    }
    case 'ConversationJoinedAccount':
      return { ...c, userId: event.data.userId, name: event.data.name, email: event.data.email };
    case 'ConversationAssigned':
      return { ...c, assignedTo: event.data.adminId };
    case 'ConversationNoteAdded':
      return { ...c, noteIds: [...c.noteIds, event.data.noteId] };
    case 'ConversationClosed':
      return { ...c, closed: true };
    case 'ConversationReopened':
      return { ...c, closed: false };
    case 'ConversationRated':
      return { ...c, rating: event.data.rating };
    case 'ConversationReplyMailed':
      return { ...c, mailed: [...c.mailed, event.data.messageId] };
    default: {
      const _exhaustive: never = event;
      return c;
    }
  }
}

/** A new message, after `ConversationReopened` when the conversation was closed. */
function posting(c: Conversation, by: SupportSide, data: Omit<ConversationMessagePosted['data'], 'seq' | 'author'>): ConversationEvent[] {
  const posted: ConversationEvent = { type: 'ConversationMessagePosted', data: { ...data, seq: c.lastSeq + 1, author: by } };
  return c.closed ? [{ type: 'ConversationReopened', data: { conversationId: data.conversationId, by, at: data.at } }, posted] : [posted];
}

/** The learner a command comes from, when it comes from the learner side. */
function learnerOf(command: ConversationCommand): SupportLearnerRef | null {
  if ('learner' in command) return command.learner;
  if ('actor' in command && command.actor.side === 'learner') return command.actor.learner;
  return null;
}

/** How far a mark may go: up to `upToSeq`, never beyond the other side's last message. */
const markable = (c: Conversation, side: SupportSide, upToSeq: number) => Math.min(upToSeq, c.lastSeqOf[otherSide(side)]);

function decideOn(command: Exclude<ConversationCommand, { type: 'StartConversation' }>, c: Conversation): readonly ConversationEvent[] | DomainError {
  const { conversationId, at } = command;
  const learner = learnerOf(command);
  if (learner && !isLearnersOwn(c, learner)) return new DomainError('FORBIDDEN');
  switch (command.type) {
    case 'PostLearnerMessage': {
      if (c.authors[command.messageId]) return [];
      const body = command.body.trim();
      if (!body && !command.attachment) return empty('body');
      const authorId = 'userId' in command.learner ? command.learner.userId : command.learner.visitorId;
      const { messageId, attachment, locale } = command;
      return posting(c, 'learner', { conversationId, messageId, authorId, authorName: c.name, body, attachment, locale, learnerOnline: null, at });
    }
    case 'PostSupportMessage': {
      if (c.authors[command.messageId]) return [];
      const body = command.body.trim();
      if (!body && !command.attachment) return empty('body');
      const { messageId, adminId, adminName, attachment, learnerOnline } = command;
      const data = { conversationId, messageId, authorId: adminId, authorName: adminName, body, attachment, locale: c.locale, learnerOnline, at };
      return posting(c, 'support', data);
    }
    case 'MarkDelivered': {
      const to = command.actor.side;
      const upToSeq = markable(c, to, command.upToSeq);
      return upToSeq <= c.deliveredTo[to] ? [] : [{ type: 'ConversationMessagesDelivered', data: { conversationId, to, upToSeq, at } }];
    }
    case 'MarkRead': {
      const by = command.actor.side;
      const upToSeq = markable(c, by, command.upToSeq);
      return upToSeq <= c.readBy[by] ? [] : [{ type: 'ConversationMessagesRead', data: { conversationId, by, upToSeq, at } }];
    }
    case 'JoinAccount': {
      const { visitorId, userId, name, email, organisationId } = command;
      if (c.visitorId !== visitorId) return new DomainError('FORBIDDEN');
      if (c.userId !== null) return c.userId === userId ? [] : new DomainError('FORBIDDEN');
      return [{ type: 'ConversationJoinedAccount', data: { conversationId, visitorId, userId, name, email, organisationId, at } }];
    }
    case 'Assign':
      if (c.assignedTo === command.adminId) return [];
      return [{ type: 'ConversationAssigned', data: { conversationId, adminId: command.adminId, adminName: command.adminId ? command.adminName : null, at } }];
    case 'AddNote': {
      if (c.noteIds.includes(command.noteId)) return [];
      const body = command.body.trim();
      if (!body) return empty('body');
      const { noteId, adminId, adminName } = command;
      return [{ type: 'ConversationNoteAdded', data: { conversationId, noteId, adminId, adminName, body, at } }];
    }
    case 'Close':
      return c.closed ? [] : [{ type: 'ConversationClosed', data: { conversationId, by: command.actor.side, at } }];
    case 'Rate': {
      const { rating } = command;
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) return DomainError.badRequest([{ field: 'rating', code: 'BAD_REQUEST' }]);
      // Help is rated once it is over: an open conversation has nothing to rate yet.
      if (!c.closed) return DomainError.badRequest([{ field: 'rating', code: 'IS_NOT_EFFECTED' }]);
      return c.rating === rating ? [] : [{ type: 'ConversationRated', data: { conversationId, rating, at } }];
    }
    case 'RecordReplyMailed':
      if (c.authors[command.messageId] !== 'support') return DomainError.notFound();
      return c.mailed.includes(command.messageId) ? [] : [{ type: 'ConversationReplyMailed', data: { conversationId, messageId: command.messageId, at } }];
    default: {
      const _exhaustive: never = command;
      throw new Error('unknown command');
    }
  }
}

/**
 * One support chat (ADR 29): who may write to it, its numbered messages, the marks each side's app sets, assignment,
 * notes, closing and reopening, the rating, and each reply mailed once. A learner-side command names its caller, and
 * is refused FORBIDDEN unless the conversation is theirs.
 */
export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState: () => ({ conversation: null }),

  evolve(state, event) {
    if (event.type !== 'ConversationStarted') return state.conversation ? { conversation: evolveConversation(state.conversation, event) } : state;
    const { visitorId, userId, name, email, locale } = event.data;
    return {
      conversation: {
        visitorId,
        userId,
        name,
        email,
        locale,
        closed: false,
        rating: null,
        assignedTo: null,
        lastSeq: 0,
        lastSeqOf: sides(0),
        deliveredTo: sides(0),
        readBy: sides(0),
        authors: {},
        noteIds: [],
        mailed: [],
      },
    };
  },

  decide(command, { conversation }) {
    if (command.type !== 'StartConversation') return conversation ? decideOn(command, conversation) : DomainError.notFound();
    if (conversation) return DomainError.alreadyExists();
    const body = command.body.trim();
    if (!body) return empty('body');
    const { conversationId, messageId, person, page, locale, at } = command;
    const authorId = person.userId ?? person.visitorId;
    if (!authorId) throw new Error('a conversation is started by a learner or a visitor');
    return [
      { type: 'ConversationStarted', data: { conversationId, ...person, page, locale, at } },
      {
        type: 'ConversationMessagePosted',
        data: {
          conversationId,
          messageId,
          seq: 1,
          author: 'learner',
          authorId,
          authorName: person.name,
          body,
          attachment: null,
          locale,
          learnerOnline: null,
          at,
        },
      },
    ];
  },
};
