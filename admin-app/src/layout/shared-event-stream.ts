import { browserTab, type BrowserTab } from './browser-tab';
import { followEventSource, type EventSourceFollower } from './reconnecting-event-source';
import { leadWhileVisible } from './tab-leadership';

/** What the tab holding a stream tells the others: it opened, an event came, or it closed. */
type Relayed = { kind: 'opened' } | { kind: 'closed' } | { kind: 'event'; event: string; data: string };

export interface SharedEventStreamOptions extends Pick<EventSourceFollower, 'url' | 'events' | 'retryMs'> {
  /** Tabs of this browser following the same name share one stream (their own user's, their own path's). */
  name: string;
  /** An event's data as the server sent it; `holder` in the tab that holds the stream, where what is done once per browser is done. */
  onEvent(event: string, data: string, holder: boolean): void;
  /** The tab may have missed events (a drop, a handover, a time hidden) and a stream is open again: read again what it shows. */
  onReopen(): void;
}

/** Channels and locks are per origin, which both apps share: this app's names are its own. */
const PREFIX = 'khru-admin-live:';

/**
 * One stream per browser (ADR 25, "One live stream per browser"): the visible tab that leads holds the EventSource and
 * relays what it hears over a BroadcastChannel; the other tabs hear it there. Hidden tabs hold nothing, and when no tab
 * is visible nothing is open. A tab that may have missed events reads again once a stream is open and it is visible (a
 * hidden tab waits until it is shown). Answers the function that stops following.
 */
export function shareEventStream(options: SharedEventStreamOptions, tab: BrowserTab = browserTab()): () => void {
  const channel = tab.sharing?.channel(PREFIX + options.name) ?? null;
  let stopped = false;
  // A tab started hidden may already be behind when it is first shown; one started visible has just read.
  let behind = tab.hidden();
  let open = false;
  const catchUp = () => {
    if (!behind || !open || tab.hidden()) return;
    behind = false;
    options.onReopen();
  };
  const hear = (message: Relayed, holder: boolean) => {
    if (stopped) return;
    if (message.kind === 'event') return options.onEvent(message.event, message.data, holder);
    open = message.kind === 'opened';
    if (open) catchUp();
    else behind = true;
  };
  if (channel) channel.onmessage = (message) => hear(message.data as Relayed, false);
  const lead = () => {
    const relay = (message: Relayed) => {
      channel?.postMessage(message);
      hear(message, true);
    };
    const stop = followEventSource({
      url: options.url,
      events: options.events,
      retryMs: options.retryMs,
      opened: () => relay({ kind: 'opened' }),
      received: (event, data) => relay({ kind: 'event', event, data }),
      dropped: () => relay({ kind: 'closed' }),
    });
    return () => {
      stop();
      relay({ kind: 'closed' });
    };
  };
  const stopLeading = leadWhileVisible(PREFIX + options.name, lead, tab);
  const unlisten = tab.onVisibilityChange(catchUp);
  return () => {
    stopLeading();
    stopped = true;
    unlisten();
    channel?.close();
  };
}
