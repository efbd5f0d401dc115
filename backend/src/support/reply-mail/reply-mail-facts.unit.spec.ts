import { describe, expect, it } from '@jest/globals';
import type { ConversationEvent, SupportSide } from '@khru/contracts';
import { replyMailFacts } from './reply-mail-facts.js';

const at = '2026-11-23T09:00:00.000Z';
const started: ConversationEvent = {
  type: 'ConversationStarted',
  data: { conversationId: 'c1', visitorId: 'v1', userId: null, name: 'Ann', email: 'ann@example.com', organisationId: null, page: '/', locale: 'en', at },
};
const posted = (messageId: string, author: SupportSide, body: string, locale: 'en' | 'th' = 'th'): ConversationEvent => ({
  type: 'ConversationMessagePosted',
  data: {
    conversationId: 'c1',
    messageId,
    seq: 1,
    author,
    authorId: 'x',
    authorName: 'x',
    body,
    attachment: null,
    locale,
    learnerOnline: author === 'support' ? false : null,
    at,
  },
});
const joined: ConversationEvent = {
  type: 'ConversationJoinedAccount',
  data: { conversationId: 'c1', visitorId: 'v1', userId: 'u1', name: 'Ann Lee', email: 'ann.lee@example.com', organisationId: null, at },
};

describe('the facts of a reply\u2019s mail', () => {
  it('for a visitor: their address, their token\u2019s identity, the reply\u2019s language and the learner\u2019s message before it', () => {
    const events = [
      started,
      posted('m1', 'learner', 'first', 'en'),
      posted('m2', 'learner', 'ช่วยด้วย'),
      posted('s1', 'support', 'ได้ค่ะ'),
      posted('m3', 'learner', 'later'),
    ];
    expect(replyMailFacts(events, 's1')).toEqual({
      to: 'ann@example.com',
      name: 'Ann',
      visitor: { visitorId: 'v1', name: 'Ann', email: 'ann@example.com' },
      locale: 'th',
      reply: 'ได้ค่ะ',
      replyFile: null,
      earlier: 'ช่วยด้วย',
    });
  });

  it('for a conversation joined to an account: the account\u2019s address and no visitor token', () => {
    expect(replyMailFacts([started, posted('m1', 'learner', 'hi'), joined, posted('s1', 'support', 'hello')], 's1')).toMatchObject({
      to: 'ann.lee@example.com',
      name: 'Ann Lee',
      visitor: null,
    });
  });

  it('is nothing once the reply was mailed, or for a learner\u2019s message or an unknown one', () => {
    const mailed: ConversationEvent = { type: 'ConversationReplyMailed', data: { conversationId: 'c1', messageId: 's1', at } };
    expect(replyMailFacts([started, posted('s1', 'support', 'hello'), mailed], 's1')).toBeNull();
    expect(replyMailFacts([started, posted('m1', 'learner', 'hi')], 'm1')).toBeNull();
    expect(replyMailFacts([started], 'nope')).toBeNull();
  });
});
