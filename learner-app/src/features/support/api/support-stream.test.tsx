import { STORAGE_KEYS, TIMINGS_MS } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useSupportVisitorStore } from '../support-visitor-store';
import { conversation, fakeSupportApi, message, VISITOR } from '../testing/fake-support-api';
import { accessToken, asLearner, asVisitor, renderChat, resetChat } from '../testing/render-chat';
import { SUPPORT_STREAM_RETRY_MS } from './support-stream';
import { FakeEventSource } from '../../../testing/fake-event-source';

const last = () => FakeEventSource.made.at(-1)!;
const marks = (calls: { method: string; path: string; body: unknown }[], kind: 'delivered' | 'read') =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/${kind}`)).map((c) => [c.path, c.body]);

describe('the live support stream', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    resetChat();
    vi.unstubAllGlobals();
  });

  it("opens with the learner's access token, updates the conversation and the badge from each event, and marks support's messages delivered once", async () => {
    asLearner();
    const before = conversation('c-live', { messages: [message(1)] });
    const api = fakeSupportApi({ conversations: [before] });
    renderChat();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    expect(last().url).toBe(`/api/supportapi/stream?access_token=${encodeURIComponent(localStorage.getItem(STORAGE_KEYS.jwtToken)!)}`);
    await waitFor(() => expect(api.calls.some((c) => c.path === 'supportapi/conversations')).toBe(true));
    expect(screen.queryByTestId('support-unread')).not.toBeInTheDocument();

    const answered = conversation('c-live', {
      status: 'waiting-for-learner',
      messages: [message(1, { state: 'delivered' }), message(2, { author: 'support', body: 'Which lesson?' })],
    });
    api.state.conversations = [answered];
    act(() => last().send('conversation', { conversation: answered }));
    expect(await screen.findByTestId('support-unread')).toHaveTextContent('1');
    await waitFor(() => expect(marks(api.calls, 'delivered')).toEqual([['supportapi/conversations/c-live/delivered', { upToSeq: 2 }]]));
    act(() => last().send('conversation', { conversation: answered }));
    expect(marks(api.calls, 'delivered')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('support-launcher'));
    const item = await screen.findByTestId('support-conversation-item');
    expect(item).toHaveTextContent('Which lesson?');
    fireEvent.click(item);
    expect(await within(screen.getByRole('dialog')).findByText('Which lesson?')).toBeInTheDocument();
    await waitFor(() => expect(marks(api.calls, 'read')).toEqual([['supportapi/conversations/c-live/read', { upToSeq: 2 }]]));
  });

  it("opens a visitor's stream with the visitor token", async () => {
    asVisitor();
    act(() => useSupportVisitorStore.getState().setVisitor(VISITOR));
    fakeSupportApi();
    renderChat();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    expect(last().url).toBe(`/api/supportapi/stream?visitor_token=${VISITOR.visitorToken}`);
  });

  it('reopens a dropped stream after a growing wait and reads again what it missed; logging out closes it', async () => {
    asLearner();
    const api = fakeSupportApi();
    renderChat();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    vi.useFakeTimers();
    act(() => last().onerror?.());
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SUPPORT_STREAM_RETRY_MS.first));
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => last().onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(2 * SUPPORT_STREAM_RETRY_MS.first - 1));
    expect(FakeEventSource.made).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.made).toHaveLength(3);
    vi.useRealTimers();
    const reads = () => api.calls.filter((c) => c.path === 'supportapi/conversations').length;
    const before = reads();
    act(() => last().onopen?.());
    await waitFor(() => expect(reads()).toBe(before + 1));
    act(() => useSessionStore.getState().loggedOut());
    expect(last().closed).toBe(true);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('reopens once, with a refreshed token, the stream the server ended when its token expired', async () => {
    asLearner();
    const expiresAt = JSON.parse(atob(accessToken().split('.')[1]!)) as { exp: number };
    const refreshed = `${accessToken()}-refreshed`;
    const api = fakeSupportApi({
      other: (_method, path) =>
        path.endsWith('/refresh-token') ? [200, { id: 'u1', jwtToken: refreshed, refreshToken: 'refresh-2', position: null }] : undefined,
    });
    renderChat();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => last().onopen?.());
    vi.useFakeTimers();
    vi.setSystemTime(expiresAt.exp * 1000);
    act(() => last().onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(SUPPORT_STREAM_RETRY_MS.first + 3 * TIMINGS_MS.refreshDebounce));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(last().url).toBe(`/api/supportapi/stream?access_token=${encodeURIComponent(refreshed)}`);
    expect(api.calls.filter((c) => c.path.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('closes the stream while the tab is hidden and opens it again, reading what was missed, when it is shown', async () => {
    asLearner();
    const api = fakeSupportApi();
    renderChat();
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(last().closed).toBe(true);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(2));
    expect(last().closed).toBe(false);
    const reads = () => api.calls.filter((c) => c.path === 'supportapi/conversations').length;
    const before = reads();
    act(() => last().onopen?.());
    await waitFor(() => expect(reads()).toBe(before + 1));
    visibility.mockRestore();
  });
});
