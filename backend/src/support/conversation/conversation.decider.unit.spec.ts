import { describe, it } from '@jest/globals';
import type { ConversationEvent, SupportAttachment, SupportPerson } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { conversationDecider, type ConversationActor, type ConversationCommand } from './conversation.decider.js';

const conversationId = 'c1';
const at = '2026-11-23T09:00:00.000Z';
const visitor: SupportPerson = { visitorId: 'v1', userId: null, name: 'Ann', email: 'ann@example.com', organisationId: null };
const learner: SupportPerson = { visitorId: null, userId: 'u1', name: 'สมชาย ใจดี', email: 'somchai@example.com', organisationId: 'org1' };
const file: SupportAttachment = { key: 'support-attachments/c1/f1.png', name: 'screen.png', contentType: 'image/png', size: 1200 };

const start = (person: SupportPerson, locale: 'en' | 'th' = 'en'): ConversationCommand => ({
  type: 'StartConversation',
  conversationId,
  messageId: 'm1',
  person,
  page: '/courses',
  locale,
  body: '  Hello, I cannot play lesson 2  ',
  at,
});
const started = (person: SupportPerson, locale: 'en' | 'th' = 'en'): ConversationEvent[] => [
  { type: 'ConversationStarted', data: { conversationId, ...person, page: '/courses', locale, at } },
  {
    type: 'ConversationMessagePosted',
    data: {
      conversationId,
      messageId: 'm1',
      seq: 1,
      author: 'learner',
      authorId: person.userId ?? person.visitorId!,
      authorName: person.name,
      body: 'Hello, I cannot play lesson 2',
      attachment: null,
      locale,
      learnerOnline: null,
      at,
    },
  },
];
const learnerPosted = (messageId: string, seq: number, locale: 'en' | 'th' = 'en', authorId = 'v1'): ConversationEvent => ({
  type: 'ConversationMessagePosted',
  data: { conversationId, messageId, seq, author: 'learner', authorId, authorName: 'Ann', body: 'More', attachment: null, locale, learnerOnline: null, at },
});
const supportPosted = (messageId: string, seq: number, locale: 'en' | 'th' = 'en', learnerOnline = false): ConversationEvent => ({
  type: 'ConversationMessagePosted',
  data: {
    conversationId,
    messageId,
    seq,
    author: 'support',
    authorId: 'a1',
    authorName: 'Support',
    body: 'Try again',
    attachment: null,
    locale,
    learnerOnline,
    at,
  },
});
const closed = (by: 'learner' | 'support' = 'learner'): ConversationEvent => ({ type: 'ConversationClosed', data: { conversationId, by, at } });
const joined: ConversationEvent = {
  type: 'ConversationJoinedAccount',
  data: { conversationId, visitorId: 'v1', userId: 'u1', name: 'Ann Lee', email: 'ann.lee@example.com', organisationId: null, at },
};

const asVisitor = { visitorId: 'v1' };
const asLearner = { userId: 'u1' };
const postLearner = (messageId: string, over: Partial<Extract<ConversationCommand, { type: 'PostLearnerMessage' }>> = {}): ConversationCommand => ({
  type: 'PostLearnerMessage',
  conversationId,
  messageId,
  learner: asVisitor,
  body: ' More ',
  attachment: null,
  locale: 'en',
  at,
  ...over,
});
const postSupport = (messageId: string, over: Partial<Extract<ConversationCommand, { type: 'PostSupportMessage' }>> = {}): ConversationCommand => ({
  type: 'PostSupportMessage',
  conversationId,
  messageId,
  adminId: 'a1',
  adminName: 'Support',
  body: 'Try again',
  attachment: null,
  learnerOnline: false,
  at,
  ...over,
});
const given = deciderSpec(conversationDecider);

describe('conversation decider: starting', () => {
  it('given nothing, when a visitor starts a conversation, then it is started with their first message, trimmed', () => {
    given([]).when(start(visitor)).then(started(visitor));
  });

  it('given nothing, when a learner starts one in Thai, then it names the account and the organisation, in Thai', () => {
    given([]).when(start(learner, 'th')).then(started(learner, 'th'));
  });

  it('given nothing, when the first message is only blanks, then 400 on body', () => {
    given([])
      .when({ ...start(visitor), body: ' \n ' } as ConversationCommand)
      .thenThrows('BAD_REQUEST', [{ field: 'body', code: 'IS_NOT_EMPTY' }]);
  });

  it('given a conversation, when it is started again, then ALREADY_EXIST', () => {
    given(started(visitor)).when(start(visitor)).thenThrows('ALREADY_EXIST');
  });

  it('given nothing, when anything but starting is asked, then NOT_FOUND', () => {
    given([]).when(postLearner('m2')).thenThrows('NOT_FOUND');
    given([])
      .when({ type: 'Close', conversationId, actor: { side: 'support', adminId: 'a1' }, at })
      .thenThrows('NOT_FOUND');
  });
});

describe('conversation decider: messages', () => {
  it('given a conversation, when its visitor writes again, then the message is numbered next', () => {
    given(started(visitor))
      .when(postLearner('m2'))
      .then([learnerPosted('m2', 2)]);
  });

  it('given a conversation, when a file is sent without text, then it is posted; with neither, 400 on body', () => {
    given(started(visitor))
      .when(postLearner('m2', { body: '', attachment: file }))
      .then([{ type: 'ConversationMessagePosted', data: { ...(learnerPosted('m2', 2).data as object), body: '', attachment: file } } as ConversationEvent]);
    given(started(visitor))
      .when(postLearner('m2', { body: '  ' }))
      .thenThrows('BAD_REQUEST', [{ field: 'body', code: 'IS_NOT_EMPTY' }]);
    given(started(visitor))
      .when(postSupport('s1', { body: '' }))
      .thenThrows('BAD_REQUEST', [{ field: 'body', code: 'IS_NOT_EMPTY' }]);
  });

  it('given a message was posted, when the same message comes again (a retry), then nothing happens', () => {
    given([...started(visitor), learnerPosted('m2', 2)])
      .when(postLearner('m2'))
      .thenNothing();
    given([...started(visitor), supportPosted('s1', 2)])
      .when(postSupport('s1'))
      .thenNothing();
  });

  it('given someone else\u2019s conversation, when another visitor or learner writes to it, then FORBIDDEN', () => {
    given(started(visitor))
      .when(postLearner('m2', { learner: { visitorId: 'v2' } }))
      .thenThrows('FORBIDDEN');
    given(started(visitor))
      .when(postLearner('m2', { learner: { userId: 'u1' } }))
      .thenThrows('FORBIDDEN');
    given(started(learner))
      .when(postLearner('m2', { learner: { userId: 'u2' } }))
      .thenThrows('FORBIDDEN');
  });

  it('given a visitor\u2019s conversation joined to an account, then the account writes to it and the visitor alone no longer does', () => {
    given([...started(visitor), joined])
      .when(postLearner('m2', { learner: asLearner }))
      .then([
        { type: 'ConversationMessagePosted', data: { ...(learnerPosted('m2', 2).data as object), authorId: 'u1', authorName: 'Ann Lee' } } as ConversationEvent,
      ]);
    given([...started(visitor), joined])
      .when(postLearner('m2'))
      .thenThrows('FORBIDDEN');
  });

  it('given a learner who last wrote in Thai, when support replies, then the reply carries Thai and whether the learner was there', () => {
    given([...started(visitor), learnerPosted('m2', 2, 'th')])
      .when(postSupport('s1', { learnerOnline: true }))
      .then([supportPosted('s1', 3, 'th', true)]);
  });

  it('given a closed conversation, when either side writes, then it is reopened first', () => {
    given([...started(visitor), closed('support')])
      .when(postLearner('m2'))
      .then([{ type: 'ConversationReopened', data: { conversationId, by: 'learner', at } }, learnerPosted('m2', 2)]);
    given([...started(visitor), closed('learner')])
      .when(postSupport('s1'))
      .then([{ type: 'ConversationReopened', data: { conversationId, by: 'support', at } }, supportPosted('s1', 2)]);
  });
});

describe('conversation decider: delivered and read', () => {
  const history = [...started(visitor), supportPosted('s1', 2), learnerPosted('m3', 3), supportPosted('s4', 4)];
  const mark = (
    type: 'MarkDelivered' | 'MarkRead',
    upToSeq: number,
    actor: ConversationActor = { side: 'learner', learner: asVisitor },
  ): ConversationCommand => ({
    type,
    conversationId,
    actor,
    upToSeq,
    at,
  });

  it('given support messages, when the learner\u2019s app received or read them, then the marks are recorded for that side', () => {
    given(history)
      .when(mark('MarkDelivered', 4))
      .then([{ type: 'ConversationMessagesDelivered', data: { conversationId, to: 'learner', upToSeq: 4, at } }]);
    given(history)
      .when(mark('MarkRead', 2))
      .then([{ type: 'ConversationMessagesRead', data: { conversationId, by: 'learner', upToSeq: 2, at } }]);
    given(history)
      .when(mark('MarkRead', 3, { side: 'support', adminId: 'a1' }))
      .then([{ type: 'ConversationMessagesRead', data: { conversationId, by: 'support', upToSeq: 3, at } }]);
  });

  it('given marks, when a mark would go beyond the other side\u2019s last message, then it stops there', () => {
    given(history)
      .when(mark('MarkRead', 99, { side: 'support', adminId: 'a1' }))
      .then([{ type: 'ConversationMessagesRead', data: { conversationId, by: 'support', upToSeq: 3, at } }]);
  });

  it('given marks, when a mark would not advance (reading also delivers), then nothing happens', () => {
    const read: ConversationEvent = { type: 'ConversationMessagesRead', data: { conversationId, by: 'learner', upToSeq: 4, at } };
    given([...history, read])
      .when(mark('MarkDelivered', 4))
      .thenNothing();
    given([...history, read])
      .when(mark('MarkRead', 2))
      .thenNothing();
    given(started(visitor)).when(mark('MarkRead', 1)).thenNothing();
  });

  it('given someone else\u2019s conversation, when they mark it, then FORBIDDEN', () => {
    given(history)
      .when(mark('MarkRead', 4, { side: 'learner', learner: { visitorId: 'v2' } }))
      .thenThrows('FORBIDDEN');
  });
});

describe('conversation decider: joining an account', () => {
  const join = (userId = 'u1', visitorId = 'v1'): ConversationCommand => ({
    type: 'JoinAccount',
    conversationId,
    visitorId,
    userId,
    name: 'Ann Lee',
    email: 'ann.lee@example.com',
    organisationId: null,
    at,
  });

  it('given a visitor\u2019s conversation, when the visitor joins an account, then it is the account\u2019s; again, nothing happens', () => {
    given(started(visitor)).when(join()).then([joined]);
    given([...started(visitor), joined])
      .when(join())
      .thenNothing();
  });

  it('given a conversation joined to an account, another visitor\u2019s or a learner\u2019s, when joined to another, then FORBIDDEN', () => {
    given([...started(visitor), joined])
      .when(join('u2'))
      .thenThrows('FORBIDDEN');
    given(started(visitor)).when(join('u1', 'v2')).thenThrows('FORBIDDEN');
    given(started(learner)).when(join('u1', 'v1')).thenThrows('FORBIDDEN');
  });
});

describe('conversation decider: support\u2019s work', () => {
  it('given a conversation, when an admin takes it or gives it back, then it is assigned; the same again, nothing', () => {
    const assign = (adminId: string | null): ConversationCommand => ({ type: 'Assign', conversationId, adminId, adminName: adminId ? 'Nok' : null, at });
    const assigned: ConversationEvent = { type: 'ConversationAssigned', data: { conversationId, adminId: 'a1', adminName: 'Nok', at } };
    given(started(visitor)).when(assign('a1')).then([assigned]);
    given([...started(visitor), assigned])
      .when(assign('a1'))
      .thenNothing();
    given([...started(visitor), assigned])
      .when(assign(null))
      .then([{ type: 'ConversationAssigned', data: { conversationId, adminId: null, adminName: null, at } }]);
    given(started(visitor)).when(assign(null)).thenNothing();
  });

  it('given a conversation, when a note is added, then it is kept trimmed, once; a blank note is 400 on body', () => {
    const note = (body: string): ConversationCommand => ({ type: 'AddNote', conversationId, noteId: 'n1', adminId: 'a1', adminName: 'Nok', body, at });
    const added: ConversationEvent = {
      type: 'ConversationNoteAdded',
      data: { conversationId, noteId: 'n1', adminId: 'a1', adminName: 'Nok', body: 'VIP', at },
    };
    given(started(visitor)).when(note(' VIP ')).then([added]);
    given([...started(visitor), added])
      .when(note('VIP'))
      .thenNothing();
    given(started(visitor))
      .when(note(' '))
      .thenThrows('BAD_REQUEST', [{ field: 'body', code: 'IS_NOT_EMPTY' }]);
  });
});

describe('conversation decider: closing and rating', () => {
  const close = (actor: ConversationActor): ConversationCommand => ({ type: 'Close', conversationId, actor, at });
  const rate = (rating: number, learnerRef: { visitorId: string } | { userId: string } = asVisitor): ConversationCommand => ({
    type: 'Rate',
    conversationId,
    learner: learnerRef,
    rating,
    at,
  });

  it('given an open conversation, when either side closes it, then it is closed; closed again, nothing', () => {
    given(started(visitor))
      .when(close({ side: 'learner', learner: asVisitor }))
      .then([closed('learner')]);
    given(started(visitor))
      .when(close({ side: 'support', adminId: 'a1' }))
      .then([closed('support')]);
    given([...started(visitor), closed()])
      .when(close({ side: 'support', adminId: 'a1' }))
      .thenNothing();
  });

  it('given someone else\u2019s conversation, when they close or rate it, then FORBIDDEN', () => {
    given(started(visitor))
      .when(close({ side: 'learner', learner: { visitorId: 'v2' } }))
      .thenThrows('FORBIDDEN');
    given([...started(visitor), closed()])
      .when(rate(5, { userId: 'u9' }))
      .thenThrows('FORBIDDEN');
  });

  it('given a closed conversation, when the learner rates it, then the rating is kept; a new rating replaces it; the same, nothing', () => {
    const rated = (rating: number): ConversationEvent => ({ type: 'ConversationRated', data: { conversationId, rating, at } });
    given([...started(visitor), closed()])
      .when(rate(4))
      .then([rated(4)]);
    given([...started(visitor), closed(), rated(4)])
      .when(rate(5))
      .then([rated(5)]);
    given([...started(visitor), closed(), rated(4)])
      .when(rate(4))
      .thenNothing();
  });

  it('given an open conversation, when rated, then 400 on rating; a rating outside 1 to 5 too', () => {
    given(started(visitor))
      .when(rate(5))
      .thenThrows('BAD_REQUEST', [{ field: 'rating', code: 'IS_NOT_EFFECTED' }]);
    for (const bad of [0, 6, 2.5]) {
      given([...started(visitor), closed()])
        .when(rate(bad))
        .thenThrows('BAD_REQUEST', [{ field: 'rating', code: 'BAD_REQUEST' }]);
    }
  });
});

describe('conversation decider: replies mailed', () => {
  const record = (messageId: string): ConversationCommand => ({ type: 'RecordReplyMailed', conversationId, messageId, at });
  const mailed: ConversationEvent = { type: 'ConversationReplyMailed', data: { conversationId, messageId: 's1', at } };

  it('given a support reply, when its mail is recorded, then once only', () => {
    given([...started(visitor), supportPosted('s1', 2)])
      .when(record('s1'))
      .then([mailed]);
    given([...started(visitor), supportPosted('s1', 2), mailed])
      .when(record('s1'))
      .thenNothing();
  });

  it('given no such support message (or a learner\u2019s), when its mail is recorded, then NOT_FOUND', () => {
    given(started(visitor)).when(record('s1')).thenThrows('NOT_FOUND');
    given(started(visitor)).when(record('m1')).thenThrows('NOT_FOUND');
  });
});
