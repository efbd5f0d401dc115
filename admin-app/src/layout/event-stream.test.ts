// @vitest-environment jsdom
import { STORAGE_KEYS } from '@khru/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAuth } from '../auth/tokens';
import { followEventStream, STREAM_RETRY_MS } from './event-stream';
import { FakeEventSource } from './fake-event-source';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const EXP = NOW.getTime() / 1000 + 600;
/** An unsigned access token (the app only reads the claims) for a platform admin. */
const token = (name: string, exp = EXP) => ['header', btoa(JSON.stringify({ sub: 'u-1', sid: name, Permissions: 'ADMIN', exp })), 'signature'].join('.');
const last = () => FakeEventSource.made.at(-1)!;
const urlWith = (jwt: string) => `/stream?access_token=${encodeURIComponent(jwt)}`;

/** Answers the refresh with a new pair (or refuses it), counting the calls. */
function serveRefresh(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string) => (url.endsWith('/refresh-token') ? answer() : new Response(null, { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.filter(([url]) => url.endsWith('/refresh-token')).length;
}

describe('following an event stream', () => {
  let stop: () => void;
  const reconnected = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    storeAuth({ id: 'u-1', jwtToken: token('first'), refreshToken: 'refresh-1', position: null });
    reconnected.mockClear();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const follow = async () => {
    const messages: unknown[] = [];
    stop = followEventStream('/stream', 'news', (data) => messages.push(data), reconnected);
    await vi.advanceTimersByTimeAsync(0);
    return messages;
  };

  it('opens with the stored token and hands on each event', async () => {
    const messages = await follow();
    expect(FakeEventSource.made.map((s) => s.url)).toEqual([urlWith(token('first'))]);
    last().dispatchEvent(new MessageEvent('news', { data: JSON.stringify({ n: 1 }) }));
    expect(messages).toEqual([{ n: 1 }]);
  });

  it('reopens the stream the server ended when its token expired, with a refreshed token, and catches up', async () => {
    const refreshes = serveRefresh(() => Response.json({ id: 'u-1', jwtToken: token('refreshed', EXP + 900), refreshToken: 'refresh-2' }));
    await follow();
    last().onopen?.();
    vi.setSystemTime(EXP * 1000);
    last().onerror?.();
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(1);
    expect(FakeEventSource.made.map((s) => s.url)).toEqual([urlWith(token('first')), urlWith(token('refreshed', EXP + 900))]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    last().onopen?.();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('retries after growing waits, not at once, while the refresh is refused (the session is over)', async () => {
    const refreshes = serveRefresh(() => Response.json({ code: 'IS_EXPIRED_TOKEN' }, { status: 401 }));
    await follow();
    last().onopen?.();
    vi.setSystemTime(EXP * 1000);
    last().onerror?.();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first);
    expect([refreshes(), FakeEventSource.made.length]).toEqual([1, 2]);
    last().onerror?.();
    await vi.advanceTimersByTimeAsync(2 * STREAM_RETRY_MS.first - 1);
    expect([refreshes(), FakeEventSource.made.length]).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect([refreshes(), FakeEventSource.made.length]).toEqual([2, 3]);
    expect(reconnected).not.toHaveBeenCalled();
  });

  it('opens nothing more once logged out, and nothing once stopped while refreshing', async () => {
    await follow();
    localStorage.clear();
    last().onerror?.();
    await vi.advanceTimersByTimeAsync(10 * STREAM_RETRY_MS.last);
    expect(FakeEventSource.made).toHaveLength(1);

    storeAuth({ id: 'u-1', jwtToken: token('expired', NOW.getTime() / 1000 - 1), refreshToken: 'refresh-1', position: null });
    let answer: (response: Response) => void = () => undefined;
    serveRefresh(() => new Promise<Response>((resolve) => (answer = resolve)));
    stop();
    stop = followEventStream('/stream', 'news', () => undefined, reconnected);
    stop();
    answer(Response.json({ id: 'u-1', jwtToken: token('late'), refreshToken: 'refresh-2' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made).toHaveLength(1);
  });
});
