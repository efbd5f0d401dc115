import { describe, expect, it } from '@jest/globals';
import type { ContactMessageEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { inboxPreview } from './inbox-preview.js';
import { assigned, closed, joined, posted, read, reopened, started } from './support-conversation.events.fixtures.js';
import { evolveSupportInbox, supportInboxProjection } from './support-inbox.projection.js';

const submitted: ContactMessageEvent = {
  type: 'ContactMessageSubmitted',
  data: {
    messageId: 'k1',
    name: 'สมชาย',
    email: 'somchai@example.com',
    phoneNumber: '0812345678',
    companyName: null,
    topic: 'business',
    message: 'อยากทราบราคาแพ็กเกจองค์กร',
    locale: 'th',
    userId: null,
    submittedAt: '2026-11-02T08:00:00.000Z',
  },
};

describe('support inbox projection', () => {
  it('given a chat with learner messages, then one chat line waiting for us, previewing the last, counting the unread, holding every text', () => {
    const line = foldDocument(evolveSupportInbox, [
      started,
      posted(1, 'learner', 'My invoice', '2026-11-01T09:00:00.000Z'),
      posted(2, 'learner', 'is missing', '2026-11-01T09:01:00.000Z'),
    ]);
    expect(line).toMatchObject({
      _id: 'chat-c1',
      id: 'c1',
      kind: 'chat',
      status: 'waiting-for-us',
      name: 'Nok',
      preview: 'is missing',
      lastMessageAt: '2026-11-01T09:01:00.000Z',
      unread: 2,
      text: 'My invoice\nis missing',
    });
  });

  it('counts down the unread as support reads, waits for the learner after a reply, and previews an attachment by its name', () => {
    const line = foldDocument(evolveSupportInbox, [
      started,
      posted(1, 'learner', 'One', '2026-11-01T09:00:00.000Z'),
      posted(2, 'learner', 'Two', '2026-11-01T09:01:00.000Z'),
      read('support', 1),
      posted(3, 'support', '', '2026-11-01T09:02:00.000Z', { attachmentName: 'receipt.pdf' }),
    ]);
    expect(line).toMatchObject({ status: 'waiting-for-learner', unread: 1, preview: 'receipt.pdf', text: 'One\nTwo' });
    expect(foldDocument(evolveSupportInbox, [started, posted(1, 'learner', 'One', '2026-11-01T09:00:00.000Z'), read('learner', 1)])?.unread).toBe(1);
  });

  it('follows the assignment, closing, reopening and the account the conversation joined', () => {
    const line = foldDocument(evolveSupportInbox, [
      started,
      posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'),
      assigned('admin-1'),
      joined,
      closed('support'),
    ]);
    expect(line).toMatchObject({
      status: 'closed',
      assignedTo: { id: 'admin-1', name: 'Pim' },
      userId: 'u1',
      organisationId: 'org-1',
      email: 'nok.chai@example.com',
    });
    expect(foldDocument(evolveSupportInbox, [started, closed('support'), reopened('learner')])?.status).toBe('waiting-for-us');
  });

  it('given a contact-form message, then a contact line waiting for us; handled or answered, it is closed', () => {
    expect(foldDocument(evolveSupportInbox, [submitted])).toMatchObject({
      _id: 'contact-k1',
      id: 'k1',
      kind: 'contact',
      status: 'waiting-for-us',
      name: 'สมชาย',
      locale: 'th',
      unread: 1,
      preview: 'อยากทราบราคาแพ็กเกจองค์กร',
      text: 'อยากทราบราคาแพ็กเกจองค์กร',
      lastMessageAt: '2026-11-02T08:00:00.000Z',
    });
    const handled: ContactMessageEvent = { type: 'ContactMessageHandled', data: { messageId: 'k1', at: '2026-11-02T09:00:00.000Z' } };
    expect(foldDocument(evolveSupportInbox, [submitted, handled])).toMatchObject({ status: 'closed', unread: 0 });
    const replied: ContactMessageEvent = {
      type: 'ContactMessageReplied',
      data: { messageId: 'k1', replyId: 'r1', body: 'เริ่มที่ 20 ที่นั่ง', locale: 'th', at: '2026-11-02T10:00:00.000Z' },
    };
    expect(foldDocument(evolveSupportInbox, [submitted, replied])).toMatchObject({
      status: 'closed',
      unread: 0,
      preview: 'เริ่มที่ 20 ที่นั่ง',
      lastMessageAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('previews a long message as one line cut to 140 characters, never inside a Thai character cluster', () => {
    expect(inboxPreview('  a\n\nb  ')).toBe('a b');
    const long = inboxPreview('x'.repeat(200));
    expect([...long]).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
    const thai = inboxPreview('ที่'.repeat(200));
    expect(thai.slice(0, -1)).toBe('ที่'.repeat(139));
  });

  it('applied twice gives the same lines', async () => {
    const chat = [
      started,
      posted(1, 'learner', 'Hi', '2026-11-01T09:00:00.000Z'),
      read('support', 1),
      posted(2, 'learner', 'Again', '2026-11-01T09:05:00.000Z'),
    ].map((e) => recorded(e));
    const chatLines = await documentBeforeAndAfterReplay(supportInboxProjection, chat, 'chat-c1');
    expect(chatLines.once).toMatchObject({ unread: 1 });
    expect(chatLines.twice).toEqual(chatLines.once);
    const contact = await documentBeforeAndAfterReplay(supportInboxProjection, [recorded(submitted)], 'contact-k1');
    expect(contact.twice).toEqual(contact.once);
  });
});
