import { describe, expect, it } from '@jest/globals';
import type { ContactMessageDocument, ContactMessageSubmitted } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { contactMessagesProjection, evolveContactMessage } from './contact-messages.projection.js';

const submitted: ContactMessageSubmitted = {
  type: 'ContactMessageSubmitted',
  data: {
    messageId: 'm1', name: 'Ann', email: 'ann@example.com', phoneNumber: '0812345678', companyName: null,
    topic: 'business', message: 'Team plan?', locale: 'th', userId: null, submittedAt: '2026-11-01T00:00:00.000Z',
  },
};

describe('contact messages projection', () => {
  it('given a submitted message, then the inbox holds it', () => {
    expect(evolveContactMessage(null, recorded(submitted))).toMatchObject({ _id: 'm1', topic: 'business', locale: 'th', message: 'Team plan?' });
  });

  it('applied twice gives the same document', async () => {
    const store = new MemoryDocumentStore();
    const event = recorded(submitted);
    await applyProjection(store, contactMessagesProjection, event);
    const once = await store.collection<ContactMessageDocument>('contact_messages').findOne({ _id: 'm1' });
    await applyProjection(store, contactMessagesProjection, event);
    expect(await store.collection<ContactMessageDocument>('contact_messages').findOne({ _id: 'm1' })).toEqual(once);
  });
});
