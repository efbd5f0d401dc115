import { TIMINGS_MS, type NotificationView } from '@khru/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { stubApi } from '../../../testing/render-at';
import { useNotificationsStore } from '../notifications-store';
import { useNotifications } from './list-notifications';
import { STREAM_RETRY_MS, useNotificationStream } from './notification-stream';
import { FakeEventSource } from '../../../testing/fake-event-source';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const exp = Math.floor(Date.now() / 1000) + 600;
const token = (name: string, expiresAt = exp) =>
  `${base64url({ alg: 'none' })}.${base64url({ sub: 'u1', sid: name, Role: 'MEMBER', Permissions: '', iat: 0, exp: expiresAt })}.sig`;
const LIST = { data: [], totalCount: 0, totalUnread: 0 };

/** The stream together with the list it keeps fresh, as the bell uses them. */
function renderStream() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const userId = useSessionStore((s) => s.userId);
      useNotificationStream(userId);
      return useNotifications(userId);
    },
    { wrapper },
  );
}

const last = () => FakeEventSource.made.at(-1)!;

const NEW: NotificationView = {
  id: 'n1',
  kind: 'testPassed',
  contentEn: '<p>Passed</p>',
  contentTh: '<p>สอบผ่าน</p>',
  link: null,
  created: '2026-05-10T03:00:00.000Z',
  read: true,
};

describe('live notifications', () => {
  let listReads: () => number;
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const calls = stubApi(() => [200, { data: [], totalCount: 0, totalUnread: 0 }]);
    listReads = () => calls.filter((c) => c.path === 'cmsapi/user-notifications/list').length;
    act(() => useSessionStore.getState().loggedIn({ id: 'u1', jwtToken: token('first'), refreshToken: 'refresh' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => useSessionStore.getState().loggedOut());
    useNotificationsStore.setState({ hasNotifications: false });
  });

  it('opens the stream with the access token; a message sets hasNotifications from its count, and reads the list again when it changed', async () => {
    const { result } = renderStream();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    expect(last().url).toBe(`/api/cmsapi/user-notifications/stream?access_token=${encodeURIComponent(token('first'))}`);
    act(() => last().onopen?.());
    expect(listReads()).toBe(1);
    act(() => last().send('notifications', { totalUnread: 0 }));
    expect(listReads()).toBe(1);
    act(() => last().send('notifications', { totalUnread: 1 }));
    expect(useNotificationsStore.getState().hasNotifications).toBe(true);
    await waitFor(() => expect(listReads()).toBe(2));
    act(() => last().send('notifications', { totalUnread: 0 }));
    expect(useNotificationsStore.getState().hasNotifications).toBe(false);
    act(() => last().send('notifications', { totalUnread: 0, notification: NEW }));
    await waitFor(() => expect(listReads()).toBe(3));
  });

  it('reopens a dropped stream after a growing wait with the current token, and catches up on reopening', async () => {
    renderStream();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    vi.useFakeTimers();
    act(() => useSessionStore.getState().loggedIn({ id: 'u1', jwtToken: token('refreshed'), refreshToken: 'refresh' }));
    act(() => last().onerror?.());
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first - 1));
    expect(FakeEventSource.made).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(last().url).toContain(encodeURIComponent(token('refreshed')));
    act(() => last().onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(2 * STREAM_RETRY_MS.first - 1));
    expect(FakeEventSource.made).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.made).toHaveLength(3);
    const before = listReads();
    act(() => last().onopen?.());
    vi.useRealTimers();
    await waitFor(() => expect(listReads()).toBe(before + 1));
  });

  it('reopens once, with a refreshed token, the stream the server ended when its token expired', async () => {
    const refreshed = token('refreshed', exp + 900);
    const calls = stubApi((_method, path) =>
      path.endsWith('/refresh-token') ? [200, { id: 'u1', jwtToken: refreshed, refreshToken: 'refresh-2', position: null }] : [200, LIST],
    );
    renderStream();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => last().onopen?.());
    vi.useFakeTimers();
    vi.setSystemTime(exp * 1000);
    act(() => last().onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first + 3 * TIMINGS_MS.refreshDebounce));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(last().url).toContain(encodeURIComponent(refreshed));
    expect(calls.filter((c) => c.path.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('opens nothing more once the server ended the stream and the session is over, its refresh refused', async () => {
    stubApi((_method, path) => (path.endsWith('/refresh-token') ? [401, { code: 'IS_EXPIRED_TOKEN' }] : [200, LIST]));
    renderStream();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => last().onopen?.());
    vi.useFakeTimers();
    vi.setSystemTime(exp * 1000);
    act(() => last().onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(10 * STREAM_RETRY_MS.last));
    expect(FakeEventSource.made).toHaveLength(1);
    expect(useSessionStore.getState().userId).toBeNull();
  });

  it('closes the stream on logout and opens nothing more', async () => {
    renderStream();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => useSessionStore.getState().loggedOut());
    expect(last().closed).toBe(true);
    act(() => last().onerror?.());
    expect(FakeEventSource.made).toHaveLength(1);
  });
});
