import { describe, expect, it } from '@jest/globals';
import type { ContactMessageEvent, ContactMessageSubmitted } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { contactMessagesProjection, evolveContactMessage } from './contact-messages.projection.js';

const submitted: ContactMessageSubmitted = {
  type: 'ContactMessageSubmitted',
  data: {
    messageId: 'm1',
    name: 'Ann',
    email: 'ann@example.com',
    phoneNumber: '0812345678',
    companyName: null,
    topic: 'business',
    message: 'Team plan?',
    locale: 'th',
    userId: null,
    submittedAt: '2026-11-01T00:00:00.000Z',
  },
};
const handled: ContactMessageEvent = { type: 'ContactMessageHandled', data: { messageId: 'm1', at: '2026-11-02T00:00:00.000Z' } };
const replied = (replyId: string, at: string): ContactMessageEvent => ({
  type: 'ContactMessageReplied',
  data: { messageId: 'm1', replyId, body: `answer ${replyId}`, locale: 'th', at },
});
const byAdmin = (event: ContactMessageEvent) => {
  const r = recorded(event);
  return { ...r, metadata: { ...r.metadata, userId: 'admin-1' } };
};

describe('contact messages projection', () => {
  it('given a submitted message, then the inbox holds it as new', () => {
    expect(evolveContactMessage(null, recorded(submitted))).toMatchObject({
      _id: 'm1',
      topic: 'business',
      locale: 'th',
      message: 'Team plan?',
      status: 'new',
      replies: [],
    });
  });

  it('given it was marked handled, then handled at that time', () => {
    expect(foldDocument(evolveContactMessage, [submitted, handled], byAdmin)).toMatchObject({ status: 'handled', handledAt: '2026-11-02T00:00:00.000Z' });
  });

  it('given replies, then each is kept in order with the admin who wrote it, and the first reply handled the message', () => {
    const doc = foldDocument(evolveContactMessage, [submitted, replied('r1', '2026-11-03T00:00:00.000Z'), replied('r2', '2026-11-04T00:00:00.000Z')], byAdmin);
    expect(doc).toMatchObject({ status: 'handled', handledAt: '2026-11-03T00:00:00.000Z' });
    expect(doc?.replies).toEqual([
      { id: 'r1', body: 'answer r1', locale: 'th', at: '2026-11-03T00:00:00.000Z', userId: 'admin-1' },
      { id: 'r2', body: 'answer r2', locale: 'th', at: '2026-11-04T00:00:00.000Z', userId: 'admin-1' },
    ]);
    const mailed: ContactMessageEvent = { type: 'ContactReplyMailed', data: { messageId: 'm1', replyId: 'r1', at: '2026-11-03T00:00:01.000Z' } };
    expect(foldDocument(evolveContactMessage, [submitted, replied('r1', '2026-11-03T00:00:00.000Z'), mailed], byAdmin)).toEqual(
      foldDocument(evolveContactMessage, [submitted, replied('r1', '2026-11-03T00:00:00.000Z')], byAdmin),
    );
  });

  it('applied twice gives the same document', async () => {
    const events = [recorded(submitted), recorded(handled), recorded(replied('r1', '2026-11-03T00:00:00.000Z'))];
    const { once, twice } = await documentBeforeAndAfterReplay(contactMessagesProjection, events, 'm1');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
