import type { ConversationEvent, SupportSide } from '@khru/contracts';

/** Conversation events for the support projections' specs: conversation `c1`, a visitor's until it joins an account. */
export const started: ConversationEvent = {
  type: 'ConversationStarted',
  data: {
    conversationId: 'c1',
    visitorId: 'v1',
    userId: null,
    name: 'Nok',
    email: 'nok@example.com',
    organisationId: null,
    page: '/courses',
    locale: 'en',
    at: '2026-11-01T09:00:00.000Z',
  },
};

export const posted = (
  seq: number,
  author: SupportSide,
  body: string,
  at: string,
  extra: { locale?: 'en' | 'th'; attachmentName?: string } = {},
): ConversationEvent => ({
  type: 'ConversationMessagePosted',
  data: {
    conversationId: 'c1',
    messageId: `m${seq}`,
    seq,
    author,
    authorId: author === 'learner' ? 'v1' : 'admin-1',
    authorName: author === 'learner' ? 'Nok' : 'Pim',
    body,
    attachment: extra.attachmentName ? { key: `support-attachments/${seq}.pdf`, name: extra.attachmentName, contentType: 'application/pdf', size: 1200 } : null,
    locale: extra.locale ?? 'en',
    learnerOnline: author === 'support' ? false : null,
    at,
  },
});

export const read = (by: SupportSide, upToSeq: number): ConversationEvent => ({
  type: 'ConversationMessagesRead',
  data: { conversationId: 'c1', by, upToSeq, at: '2026-11-01T10:00:00.000Z' },
});

export const delivered = (to: SupportSide, upToSeq: number): ConversationEvent => ({
  type: 'ConversationMessagesDelivered',
  data: { conversationId: 'c1', to, upToSeq, at: '2026-11-01T10:00:00.000Z' },
});

export const joined: ConversationEvent = {
  type: 'ConversationJoinedAccount',
  data: {
    conversationId: 'c1',
    visitorId: 'v1',
    userId: 'u1',
    name: 'Nok Chai',
    email: 'nok.chai@example.com',
    organisationId: 'org-1',
    at: '2026-11-01T11:00:00.000Z',
  },
};

export const assigned = (adminId: string | null): ConversationEvent => ({
  type: 'ConversationAssigned',
  data: { conversationId: 'c1', adminId, adminName: adminId ? 'Pim' : null, at: '2026-11-01T09:30:00.000Z' },
});

export const closed = (by: SupportSide): ConversationEvent => ({
  type: 'ConversationClosed',
  data: { conversationId: 'c1', by, at: '2026-11-01T12:00:00.000Z' },
});
export const reopened = (by: SupportSide): ConversationEvent => ({
  type: 'ConversationReopened',
  data: { conversationId: 'c1', by, at: '2026-11-01T13:00:00.000Z' },
});
