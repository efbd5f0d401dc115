import type { BrowserTab } from './browser-tab';

/**
 * Leads for `name` while this tab is visible, until stopped: `lead` starts what the leader does and answers how to stop
 * it. The leader holds the Web Lock `name`, so one tab of the browser leads and other visible tabs (in other windows)
 * wait their turn; a hidden tab neither leads nor waits. Hiding the tab, closing it or stopping steps down and frees the
 * lock for the next visible tab. Without Web Locks every visible tab leads. Answers the function that stops.
 */
export function leadWhileVisible(name: string, lead: () => () => void, tab: BrowserTab): () => void {
  let stopped = false;
  let campaign: AbortController | null = null;
  let stepDown: (() => void) | null = null;
  const wanted = () => !stopped && !tab.hidden();
  const hold = () =>
    new Promise<void>((release) => {
      // The lock may be granted just after the tab was hidden: it goes back at once.
      if (!wanted()) {
        release();
        return;
      }
      const stop = lead();
      stepDown = () => {
        stepDown = null;
        stop();
        release();
      };
    });
  const update = () => {
    if (!wanted()) {
      campaign?.abort();
      stepDown?.();
      return;
    }
    if (campaign) return;
    const mine = new AbortController();
    campaign = mine;
    const held = tab.sharing ? tab.sharing.locks.request(name, { signal: mine.signal }, hold) : hold();
    // Once released (or no longer asked for), the tab asks again if it is visible by then.
    void held
      .catch(() => undefined)
      .then(() => {
        campaign = null;
        update();
      });
  };
  const unlisten = tab.onVisibilityChange(update);
  update();
  return () => {
    stopped = true;
    unlisten();
    update();
  };
}
