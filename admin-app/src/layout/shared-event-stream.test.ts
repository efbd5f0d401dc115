import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowser, settle, type FakeTab } from './fake-browser-tabs';
import { FakeEventSource } from './fake-event-source';
import { shareEventStream } from './shared-event-stream';

const open = () => FakeEventSource.made.filter((source) => !source.closed);
const last = () => FakeEventSource.made.at(-1)!;

/** A tab following the shared stream, with what it heard and how often it read again. */
function follow(tab: FakeTab, url = vi.fn(async () => '/stream?access_token=t')) {
  const heard: { data: unknown; holder: boolean }[] = [];
  const rereads = vi.fn();
  const stop = shareEventStream(
    {
      name: 'news:u1',
      url,
      events: ['news'],
      retryMs: { first: 1, last: 1 },
      onEvent: (_e, data, holder) => heard.push({ data: JSON.parse(data), holder }),
      onReopen: rereads,
    },
    tab,
  );
  return { tab, heard, rereads, stop, url };
}

describe('one event stream shared by the tabs of a browser', () => {
  const followers: { stop: () => void }[] = [];
  const tabs = (browser: FakeBrowser, ...hidden: boolean[]) => hidden.map((h) => follow(browser.tab({ hidden: h })));

  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    followers.splice(0).forEach((follower) => follower.stop());
    vi.unstubAllGlobals();
  });

  it('is held by the visible tab alone, which reads the token; every tab hears its events, and only the holder is told it holds it', async () => {
    const all = tabs(new FakeBrowser(), false, ...Array<boolean>(9).fill(true));
    followers.push(...all);
    await settle();
    expect(FakeEventSource.made).toHaveLength(1);
    expect(all.map((f) => f.url.mock.calls.length)).toEqual([1, ...Array<number>(9).fill(0)]);
    last().onopen?.();
    last().send('news', { n: 1 });
    last().send('ignored', { n: 2 });
    await settle();
    expect(all.map((f) => f.heard)).toEqual([[{ data: { n: 1 }, holder: true }], ...Array(9).fill([{ data: { n: 1 }, holder: false }])]);
    expect(all.every((f) => f.rereads.mock.calls.length === 0)).toBe(true);
  });

  it('closes when its tab is hidden, so that with no tab visible nothing is open; the tab shown next opens it and reads again what it missed', async () => {
    const [first, second] = tabs(new FakeBrowser(), false, true);
    followers.push(first!, second!);
    await settle();
    last().onopen?.();
    first!.tab.hide();
    await settle();
    expect(open()).toHaveLength(0);

    second!.tab.show();
    await settle();
    expect(open()).toHaveLength(1);
    last().onopen?.();
    await settle();
    expect(second!.rereads).toHaveBeenCalledTimes(1);
    // A hidden tab reads again only once it is shown.
    expect(first!.rereads).not.toHaveBeenCalled();
    last().send('news', { n: 1 });
    await settle();
    expect(first!.heard).toEqual([{ data: { n: 1 }, holder: false }]);

    second!.tab.hide();
    await settle();
    first!.tab.show();
    await settle();
    last().onopen?.();
    await settle();
    expect(FakeEventSource.made).toHaveLength(3);
    expect(open()).toHaveLength(1);
    expect(first!.rereads).toHaveBeenCalledTimes(1);
  });

  it('makes every visible tab read again when a dropped stream is opened again, not when it first opens', async () => {
    const [first, second] = tabs(new FakeBrowser(), false, false);
    followers.push(first!, second!);
    await settle();
    last().onopen?.();
    await settle();
    last().onerror?.();
    await vi.waitFor(() => expect(FakeEventSource.made).toHaveLength(2));
    expect(first!.rereads).not.toHaveBeenCalled();
    last().onopen?.();
    await settle();
    expect([first!.rereads.mock.calls.length, second!.rereads.mock.calls.length]).toEqual([1, 1]);
  });

  it('is taken over by a visible tab of another window when the holding tab closes, which reads again what the handover missed', async () => {
    const [first, second] = tabs(new FakeBrowser(), false, false);
    followers.push(second!);
    await settle();
    last().onopen?.();
    first!.stop();
    await settle();
    expect(FakeEventSource.made.map((source) => source.closed)).toEqual([true, false]);
    expect(second!.url).toHaveBeenCalledTimes(1);
    last().onopen?.();
    await settle();
    expect(second!.rereads).toHaveBeenCalledTimes(1);
    last().send('news', { n: 1 });
    await settle();
    expect(first!.heard).toEqual([]);
  });

  it('is opened by each visible tab where the browser cannot share (no Web Locks or BroadcastChannel), as before', async () => {
    const browser = new FakeBrowser();
    followers.push(...[false, false, true].map((hidden) => follow(browser.tab({ hidden, sharing: false }))));
    await settle();
    expect(FakeEventSource.made).toHaveLength(2);
  });
});
