import { describe, expect, it } from '@jest/globals';
import type { SupportConversationDocument, SupportMessageRecord, SupportSide } from '@khru/contracts';
import { adminConversationView, conversationSummary, learnerConversationView, messageState } from './conversation-views.js';

const message = (seq: number, author: SupportSide, body: string, extra: Partial<SupportMessageRecord> = {}): SupportMessageRecord => ({
  id: `m${seq}`,
  seq,
  author,
  authorId: author === 'learner' ? 'u1' : 'admin-1',
  authorName: author === 'learner' ? 'Nok' : 'Pim',
  body,
  attachment: null,
  locale: 'en',
  at: `2026-11-01T09:0${seq}:00.000Z`,
  mailedAt: null,
  ...extra,
});

const conversation: SupportConversationDocument = {
  _id: 'c1',
  visitorId: null,
  userId: 'u1',
  name: 'Nok',
  email: 'nok@example.com',
  organisationId: 'org-1',
  page: '/courses',
  locale: 'th',
  status: 'waiting-for-us',
  startedAt: '2026-11-01T09:00:00.000Z',
  lastMessageAt: '2026-11-01T09:04:00.000Z',
  closedAt: null,
  rating: null,
  assignedTo: { id: 'admin-1', name: 'Pim' },
  // Kept out of order: views list them by seq.
  messages: [
    message(2, 'support', 'Hello', { mailedAt: '2026-11-01T09:02:30.000Z' }),
    message(1, 'learner', 'Hi'),
    message(3, 'support', '', { attachment: { key: 'support-attachments/a.pdf', name: 'guide.pdf', contentType: 'application/pdf', size: 900 } }),
    message(4, 'learner', 'Thanks'),
  ],
  notes: [{ id: 'n1', adminId: 'admin-1', adminName: 'Pim', body: 'Refund asked', at: '2026-11-01T09:03:00.000Z' }],
  deliveredToLearner: 3,
  readByLearner: 2,
  deliveredToSupport: 4,
  readBySupport: 1,
  position: '1/1',
};
const sign = (key: string) => `/api/media/${key}?exp=1&sig=s`;

describe('support conversation views', () => {
  it('shows each message sent, delivered or read by the other side’s marks', () => {
    const marks = { deliveredToLearner: 3, readByLearner: 2, deliveredToSupport: 4, readBySupport: 1 };
    expect(messageState({ seq: 1, author: 'learner' }, marks)).toBe('read');
    expect(messageState({ seq: 4, author: 'learner' }, marks)).toBe('delivered');
    expect(messageState({ seq: 2, author: 'support' }, marks)).toBe('read');
    expect(messageState({ seq: 3, author: 'support' }, marks)).toBe('delivered');
    expect(messageState({ seq: 5, author: 'support' }, marks)).toBe('sent');
  });

  it('gives the learner the messages in order with signed attachments and their unread count, and never notes or admins’ ids', () => {
    const view = learnerConversationView(conversation, sign);
    expect(view.messages.map((m) => [m.seq, m.author, m.state])).toEqual([
      [1, 'learner', 'read'],
      [2, 'support', 'read'],
      [3, 'support', 'delivered'],
      [4, 'learner', 'delivered'],
    ]);
    expect(view.messages[2]?.attachment).toEqual({
      name: 'guide.pdf',
      contentType: 'application/pdf',
      size: 900,
      url: '/api/media/support-attachments/a.pdf?exp=1&sig=s',
    });
    expect(view.unread).toBe(1);
    expect(JSON.stringify(view)).not.toMatch(/admin-1|Refund asked|support-attachments\/a\.pdf"/);
    expect(Object.keys(view).sort()).toEqual(
      ['closedAt', 'email', 'id', 'lastMessageAt', 'messages', 'name', 'page', 'rating', 'startedAt', 'status', 'unread'].sort(),
    );
  });

  it('gives support who it is, the organisation, notes, assignment, mailed replies and what support has not read', () => {
    const view = adminConversationView(conversation, 'Siam Express', sign);
    expect(view).toMatchObject({
      userId: 'u1',
      visitorId: null,
      organisationId: 'org-1',
      organisationName: 'Siam Express',
      locale: 'th',
      assignedTo: { id: 'admin-1', name: 'Pim' },
      mailed: { m2: '2026-11-01T09:02:30.000Z' },
      unread: 1,
    });
    expect(view.notes).toEqual([{ id: 'n1', adminId: 'admin-1', adminName: 'Pim', body: 'Refund asked', at: '2026-11-01T09:03:00.000Z' }]);
  });

  it('sums a conversation up by its latest message, an attachment by its name', () => {
    expect(conversationSummary(conversation)).toEqual({
      id: 'c1',
      status: 'waiting-for-us',
      startedAt: '2026-11-01T09:00:00.000Z',
      lastMessageAt: '2026-11-01T09:04:00.000Z',
      lastMessage: { author: 'learner', body: 'Thanks', at: '2026-11-01T09:04:00.000Z' },
      unread: 1,
      rating: null,
    });
    const withFileLast = { ...conversation, messages: conversation.messages.slice(0, 3) };
    expect(conversationSummary(withFileLast).lastMessage.body).toBe('guide.pdf');
  });
});
