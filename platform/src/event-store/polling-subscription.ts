import type { EventHandler, RecordedEvent, SubscribeOptions, Subscription } from './event-store.port.js';
import type { GlobalPosition } from './position.js';

type ReadAll = (after: GlobalPosition | null, limit: number) => Promise<RecordedEvent[]>;

/**
 * A subscription that reads the global feed page by page. Correctness (no loss, no duplicates)
 * comes from the store's readAll order; `wake` lets local appends cut the poll wait short.
 */
export function pollingSubscription(
  readAll: ReadAll,
  after: GlobalPosition | null,
  handler: EventHandler,
  options: SubscribeOptions & { onWake: (wake: () => void) => () => void; onReadError?: (error: unknown) => void },
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 100;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  const unregister = options.onWake(() => wakeUp?.());

  const loop = async () => {
    let position = after;
    let failures = 0;
    try {
      while (!stopped) {
        let batch: RecordedEvent[];
        try {
          batch = await readAll(position, batchSize);
          failures = 0;
        } catch (error) {
          if (stopped) break;
          options.onReadError?.(error);
          failures += 1;
          await sleep(Math.min(5000, 100 * 2 ** failures));
          continue;
        }
        for (const event of batch) {
          if (stopped) return;
          await handler(event);
          position = event.position;
        }
        if (batch.length < batchSize && !stopped) await sleep(pollIntervalMs);
      }
    } finally {
      unregister();
    }
  };

  const done = loop();
  done.catch(() => undefined);
  return {
    done,
    async stop() {
      stopped = true;
      wakeUp?.();
      await done.catch(() => undefined);
    },
  };
}
