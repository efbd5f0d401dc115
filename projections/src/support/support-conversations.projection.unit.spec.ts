import { describe, expect, it } from '@jest/globals';
import type { ConversationEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { assigned, closed, delivered, joined, posted, read, reopened, started } from './support-conversation.events.fixtures.js';
import { evolveSupportConversation, supportConversationsProjection } from './support-conversations.projection.js';

describe('support conversations projection', () => {
  it('given a conversation started, then it waits for us, empty, with who started it, where and in which language', () => {
    expect(foldDocument(evolveSupportConversation, [started])).toMatchObject({
      _id: 'c1',
      visitorId: 'v1',
      userId: null,
      name: 'Nok',
      page: '/courses',
      locale: 'en',
      status: 'waiting-for-us',
      startedAt: '2026-11-01T09:00:00.000Z',
      messages: [],
      notes: [],
      assignedTo: null,
      rating: null,
      readBySupport: 0,
      position: expect.any(String),
    });
  });

  it('waits for the learner after a support message and for us after a learner one; replies follow the learner’s language', () => {
    const answered = foldDocument(evolveSupportConversation, [
      started,
      posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'),
      posted(2, 'support', 'Hello!', '2026-11-01T09:05:00.000Z'),
    ]);
    expect(answered).toMatchObject({ status: 'waiting-for-learner', lastMessageAt: '2026-11-01T09:05:00.000Z' });
    expect(answered?.messages.map((m) => [m.seq, m.author, m.body, m.mailedAt])).toEqual([
      [1, 'learner', 'Hi', null],
      [2, 'support', 'Hello!', null],
    ]);
    const again = foldDocument(evolveSupportConversation, [
      started,
      posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'),
      posted(2, 'support', 'Hello!', '2026-11-01T09:05:00.000Z'),
      posted(3, 'learner', 'ขอบคุณ', '2026-11-01T09:06:00.000Z', { locale: 'th' }),
    ]);
    expect(again).toMatchObject({ status: 'waiting-for-us', locale: 'th' });
  });

  it('keeps each side’s delivered and read marks, only ever moving forward; reading also delivers', () => {
    const doc = foldDocument(evolveSupportConversation, [
      started,
      delivered('learner', 2),
      read('learner', 3),
      delivered('learner', 1),
      read('support', 2),
      delivered('support', 1),
    ]);
    expect(doc).toMatchObject({ deliveredToLearner: 3, readByLearner: 3, deliveredToSupport: 2, readBySupport: 2 });
  });

  it('closes, reopens for the side that wrote, and keeps the rating and the mailed time of a reply', () => {
    const events: ConversationEvent[] = [
      started,
      posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'),
      posted(2, 'support', 'Done', '2026-11-01T09:05:00.000Z'),
    ];
    const mailed: ConversationEvent = { type: 'ConversationReplyMailed', data: { conversationId: 'c1', messageId: 'm2', at: '2026-11-01T09:06:00.000Z' } };
    const rated: ConversationEvent = { type: 'ConversationRated', data: { conversationId: 'c1', rating: 4, at: '2026-11-01T12:01:00.000Z' } };
    const closedDoc = foldDocument(evolveSupportConversation, [...events, mailed, closed('learner'), rated]);
    expect(closedDoc).toMatchObject({ status: 'closed', closedAt: '2026-11-01T12:00:00.000Z', rating: 4 });
    expect(closedDoc?.messages[1]?.mailedAt).toBe('2026-11-01T09:06:00.000Z');
    expect(foldDocument(evolveSupportConversation, [...events, closed('support'), reopened('learner')])).toMatchObject({
      status: 'waiting-for-us',
      closedAt: null,
    });
    expect(foldDocument(evolveSupportConversation, [...events, closed('learner'), reopened('support')])).toMatchObject({ status: 'waiting-for-learner' });
  });

  it('given it joined an account, then it is the learner’s with their name and organisation, and keeps its visitor and messages', () => {
    const doc = foldDocument(evolveSupportConversation, [started, posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'), joined]);
    expect(doc).toMatchObject({ visitorId: 'v1', userId: 'u1', name: 'Nok Chai', email: 'nok.chai@example.com', organisationId: 'org-1' });
    expect(doc?.messages).toHaveLength(1);
  });

  it('keeps notes in order and the assignment, given back to the team with null', () => {
    const note = (noteId: string, body: string): ConversationEvent => ({
      type: 'ConversationNoteAdded',
      data: { conversationId: 'c1', noteId, adminId: 'admin-1', adminName: 'Pim', body, at: '2026-11-01T09:10:00.000Z' },
    });
    const doc = foldDocument(evolveSupportConversation, [started, assigned('admin-1'), note('n1', 'VIP'), note('n2', 'Refund asked')]);
    expect(doc?.assignedTo).toEqual({ id: 'admin-1', name: 'Pim' });
    expect(doc?.notes.map((n) => n.body)).toEqual(['VIP', 'Refund asked']);
    expect(foldDocument(evolveSupportConversation, [started, assigned('admin-1'), assigned(null)])?.assignedTo).toBeNull();
  });

  it('ignores events of a conversation it never saw start', () => {
    expect(foldDocument(evolveSupportConversation, [posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z')])).toBeNull();
  });

  it('applied twice gives the same document', async () => {
    const events = [
      started,
      posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'),
      read('support', 1),
      posted(2, 'support', 'Hello', '2026-11-01T09:01:00.000Z'),
      joined,
      closed('support'),
    ].map((e) => recorded(e));
    const { once, twice } = await documentBeforeAndAfterReplay(supportConversationsProjection, events, 'c1');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
