import { describe, expect, it } from '@jest/globals';
import type { ContactMessageSubmitted } from '@khru/contracts';
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

describe('contact messages projection', () => {
  it('given a submitted message, then the inbox holds it', () => {
    expect(evolveContactMessage(null, recorded(submitted))).toMatchObject({ _id: 'm1', topic: 'business', locale: 'th', message: 'Team plan?' });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(contactMessagesProjection, [recorded(submitted)], 'm1');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
