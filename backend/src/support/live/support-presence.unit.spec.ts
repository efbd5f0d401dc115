import { describe, expect, it } from '@jest/globals';
import { SharedState } from '../../kernel/shared-state/shared-state.js';
import { SupportPresence } from './support-presence.js';

const inThisProcess = async () => new SupportPresence(await SharedState.open({ redisUrl: null, redisKeyPrefix: 'khru:' }));

describe('who has the support chat open', () => {
  it('is the visitor of a conversation not joined yet, while their stream is open', async () => {
    const presence = await inThisProcess();
    const leave = presence.enter({ visitorId: 'v1' });
    expect(await presence.isOnline({ userId: null, visitorId: 'v1' })).toBe(true);
    leave();
    expect(await presence.isOnline({ userId: null, visitorId: 'v1' })).toBe(false);
  });

  it('is the account once the conversation joined it: the visitor\u2019s stream no longer counts', async () => {
    const presence = await inThisProcess();
    presence.enter({ visitorId: 'v1' });
    expect(await presence.isOnline({ userId: 'u1', visitorId: 'v1' })).toBe(false);
    presence.enter({ userId: 'u1' });
    expect(await presence.isOnline({ userId: 'u1', visitorId: 'v1' })).toBe(true);
  });

  it('counts each open stream: one closed of two leaves the learner there, leaving twice counts once', async () => {
    const presence = await inThisProcess();
    const first = presence.enter({ userId: 'u1' });
    presence.enter({ userId: 'u1' });
    first();
    first();
    expect(await presence.isOnline({ userId: 'u1', visitorId: null })).toBe(true);
  });
});
