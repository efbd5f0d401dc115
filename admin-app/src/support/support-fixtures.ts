import type { AdminConversationView, SupportInboxItem, SupportMessageView } from '@khru/contracts';

export const inboxItem = (overrides: Partial<SupportInboxItem> = {}): SupportInboxItem => ({
  id: 'c-1',
  kind: 'chat',
  status: 'waiting-for-us',
  name: 'Somchai Jaidee',
  email: 'somchai@example.test',
  userId: 'u-1',
  organisationId: 'org-1',
  assignedTo: null,
  preview: 'ดูวิดีโอไม่ได้ค่ะ',
  lastMessageAt: '2026-05-10T03:00:00.000Z',
  unread: 2,
  locale: 'th',
  ...overrides,
});

export const supportMessage = (seq: number, overrides: Partial<SupportMessageView> = {}): SupportMessageView => ({
  id: `msg-${seq}`,
  seq,
  author: 'learner',
  authorName: 'Somchai Jaidee',
  body: `Message ${seq}`,
  attachment: null,
  at: '2026-05-10T03:00:00.000Z',
  state: 'read',
  ...overrides,
});

export const conversation = (overrides: Partial<AdminConversationView> = {}): AdminConversationView => ({
  id: 'c-1',
  status: 'waiting-for-us',
  name: 'Somchai Jaidee',
  email: 'somchai@example.test',
  page: '/courses/excel-basics',
  startedAt: '2026-05-10T02:00:00.000Z',
  lastMessageAt: '2026-05-10T03:00:00.000Z',
  closedAt: null,
  rating: null,
  unread: 1,
  messages: [
    supportMessage(1),
    supportMessage(2, { author: 'support', authorName: 'Test Admin', body: 'Which course?', state: 'read' }),
    supportMessage(3, { body: 'Excel basics' }),
  ],
  visitorId: null,
  userId: 'u-1',
  organisationId: 'org-1',
  organisationName: 'Acme Thailand',
  locale: 'th',
  assignedTo: null,
  notes: [],
  mailed: {},
  ...overrides,
});
