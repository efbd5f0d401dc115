import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { SharedState } from '../../kernel/shared-state/shared-state.js';
import { PRESENCE_TTL_MS, SupportPresence } from './support-presence.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('skipped: chat presence shared in Redis needs REDIS_URL (.ci/run sets it to the Redis server on 127.0.0.1:6379)');

(redisUrl ? describe : describe.skip)('chat presence replicas share in Redis', () => {
  const opened: SharedState[] = [];
  /** Two replicas on one Redis, with a key prefix of their own so that runs never meet. */
  const replicas = async () => {
    const redisKeyPrefix = `khru-test-${randomBytes(4).toString('hex')}:`;
    const pair = await Promise.all([SharedState.open({ redisUrl: redisUrl!, redisKeyPrefix }), SharedState.open({ redisUrl: redisUrl!, redisKeyPrefix })]);
    opened.push(...pair);
    return pair as [SharedState, SharedState];
  };
  afterAll(async () => {
    for (const shared of opened) await shared.close();
  });

  it('sees a learner whose chat stream another replica holds, until that replica lets it go', async () => {
    const [a, b] = await replicas();
    const [holder, replier] = [new SupportPresence(a), new SupportPresence(b)];
    const conversation = { userId: 'u1', visitorId: null };
    const leave = holder.enter({ userId: 'u1' });
    // Commands on one connection run in order: once this answers, the holder's word is in Redis.
    await a.redis!.ping();
    expect(await replier.isOnline(conversation)).toBe(true);
    leave();
    await a.redis!.ping();
    expect(await replier.isOnline(conversation)).toBe(false);
    holder.onModuleDestroy();
    replier.onModuleDestroy();
  });

  it('forgets what a replica that stopped renewing said, once its word has run out', async () => {
    const [a, b] = await replicas();
    const replier = new SupportPresence(b);
    const key = `${a.keyPrefix}support-presence:visitor:v1`;
    await a.redis!.hset(key, 'a-replica-that-died', Date.now() - 1);
    expect(await replier.isOnline({ userId: null, visitorId: 'v1' })).toBe(false);
    await a.redis!.hset(key, 'a-live-replica', Date.now() + PRESENCE_TTL_MS);
    expect(await replier.isOnline({ userId: null, visitorId: 'v1' })).toBe(true);
    replier.onModuleDestroy();
  });
});

describe('chat presence, when Redis cannot be reached', () => {
  it('answers from this process', async () => {
    const shared = await SharedState.open({ redisUrl: 'redis://127.0.0.1:9', redisKeyPrefix: 'khru-test:' });
    const presence = new SupportPresence(shared);
    presence.enter({ userId: 'u1' });
    expect(await presence.isOnline({ userId: 'u1', visitorId: null })).toBe(true);
    expect(await presence.isOnline({ userId: 'u2', visitorId: null })).toBe(false);
    presence.onModuleDestroy();
    await shared.close();
  });
});
