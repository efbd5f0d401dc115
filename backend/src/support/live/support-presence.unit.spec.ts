import { describe, expect, it } from '@jest/globals';
import { SupportPresence } from './support-presence.js';

describe('who has the support chat open', () => {
  it('is the visitor of a conversation not joined yet, while their stream is open', () => {
    const presence = new SupportPresence();
    const leave = presence.enter({ visitorId: 'v1' });
    expect(presence.isOnline({ userId: null, visitorId: 'v1' })).toBe(true);
    leave();
    expect(presence.isOnline({ userId: null, visitorId: 'v1' })).toBe(false);
  });

  it('is the account once the conversation joined it: the visitor\u2019s stream no longer counts', () => {
    const presence = new SupportPresence();
    presence.enter({ visitorId: 'v1' });
    expect(presence.isOnline({ userId: 'u1', visitorId: 'v1' })).toBe(false);
    presence.enter({ userId: 'u1' });
    expect(presence.isOnline({ userId: 'u1', visitorId: 'v1' })).toBe(true);
  });

  it('counts each open stream: one closed of two leaves the learner there, leaving twice counts once', () => {
    const presence = new SupportPresence();
    const first = presence.enter({ userId: 'u1' });
    presence.enter({ userId: 'u1' });
    first();
    first();
    expect(presence.isOnline({ userId: 'u1', visitorId: null })).toBe(true);
  });
});
