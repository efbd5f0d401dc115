import type { EventFeed, GlobalPosition, RecordedEvent, SearchIndex, Subscription } from '@khru/platform';
import type { SearchProjection } from '../search/search-projection.js';
import { PositionWaiter } from './position-waiter.js';
import type { RunnerLogger } from './projection-runner.js';

export interface SearchIndexRunnerOptions {
  feed: EventFeed;
  index: SearchIndex;
  projections: readonly SearchProjection[];
  logger?: RunnerLogger;
}

/**
 * Feeds the SearchIndex from the whole event feed. The embedded index lives in this process's
 * memory, so it is rebuilt from the first event on every start and keeps no checkpoint.
 */
export class SearchIndexRunner {
  private readonly waiter = new PositionWaiter();
  private subscription: Subscription | null = null;

  constructor(private readonly options: SearchIndexRunnerOptions) {}

  get position(): GlobalPosition | null {
    return this.waiter.position;
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return this.waiter.waitFor(position, timeoutMs);
  }

  start(): void {
    this.subscription = this.options.feed.subscribe(null, (event) => this.handle(event), { batchSize: 1000, pollIntervalMs: 50 });
    this.subscription.done.catch((error: unknown) => this.options.logger?.error('search feed stopped', { error: String(error) }));
  }

  async handle(event: RecordedEvent): Promise<void> {
    for (const projection of this.options.projections) {
      if (!projection.handles.includes(event.type)) continue;
      for (const id of projection.entryIds(event)) {
        try {
          const next = projection.evolve(await this.options.index.get(id), event, id);
          if (next) await this.options.index.upsert(next);
          else await this.options.index.remove(id);
        } catch (error) {
          // One bad event must not stop search: it is logged and passed over.
          this.options.logger?.error('search projection failed', { projection: projection.name, eventType: event.type, error: String(error) });
        }
      }
    }
    this.waiter.advance(event.position);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    this.waiter.cancelAll();
  }
}
