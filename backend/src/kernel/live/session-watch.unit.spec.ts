import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RecordedEvent } from '@khru/platform';
import { SessionWatch } from './session-watch.js';
import type { StreamSession } from './stream-session.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const MINUTE = 60_000;

/** A session of `userId` whose token expires in `minutes`, holding while `holds` says so. */
function session(userId: string, holds: () => Promise<boolean> = async () => true, minutes = 15) {
  const check = jest.fn(holds);
  const watched: StreamSession = {
    caller: { userId, sessionId: `${userId}-session`, role: 'MEMBER', permissions: [] },
    expiresAt: new Date(NOW.getTime() + minutes * MINUTE),
    holds: check,
  };
  return { watched, check, end: jest.fn() };
}

const event = (type: string, userId = 'u1') => ({ type, data: { userId } }) as unknown as RecordedEvent;

describe('the sessions of open streams', () => {
  let watch: SessionWatch;
  let applied: jest.Mock<(event: RecordedEvent) => Promise<void>>;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    watch = new SessionWatch();
    applied = jest.fn(async () => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('ends a stream when its token expires, not before', () => {
    const stream = session('u1');
    watch.watch(stream.watched, stream.end);
    jest.advanceTimersByTime(15 * MINUTE - 1);
    expect(stream.end).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(stream.end).toHaveBeenCalledTimes(1);
  });

  it('ends nothing once it stops watching', async () => {
    const stream = session('u1', async () => false);
    watch.watch(stream.watched, stream.end)();
    jest.advanceTimersByTime(16 * MINUTE);
    await watch.passed(event('UserLoggedOut'), applied);
    expect(stream.end).not.toHaveBeenCalled();
    expect(applied).not.toHaveBeenCalled();
  });

  it('after an event that may end the account’s sessions, once the read models have it, ends the streams whose session no longer holds', async () => {
    const order: string[] = [];
    applied.mockImplementation(async () => void order.push('applied'));
    const ended = session('u1', async () => (order.push('checked'), false));
    const kept = session('u1');
    const other = session('u2');
    for (const stream of [ended, kept, other]) watch.watch(stream.watched, stream.end);

    await watch.passed(event('PasswordChanged'), applied);
    expect(order).toEqual(['applied', 'checked']);
    expect(ended.end).toHaveBeenCalledTimes(1);
    expect(kept.end).not.toHaveBeenCalled();
    expect(other.check).not.toHaveBeenCalled();
  });

  it('checks nothing for an event that ends no session', async () => {
    const stream = session('u1', async () => false);
    watch.watch(stream.watched, stream.end);
    await watch.passed(event('NotificationSent'), applied);
    expect(applied).not.toHaveBeenCalled();
    expect(stream.check).not.toHaveBeenCalled();
  });

  it('ends a stream whose session cannot be checked: the client reopens it and is verified afresh', async () => {
    const stream = session('u1', () => Promise.reject(new Error('the read model is away')));
    await watch.check(stream.watched, stream.end);
    expect(stream.end).toHaveBeenCalledTimes(1);
  });
});
