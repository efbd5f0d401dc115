import { isSnapshotable, type EventFeed, type GlobalPosition, type RecordedEvent, type SearchEntry, type SearchIndex, type Subscription } from '@khru/platform';
import type { SearchProjection } from '../search/search-projection.js';
import { PositionWaiter } from './position-waiter.js';
import { AtRest } from './at-rest.js';
import { PeriodicSnapshot, type SnapshotSettings } from './periodic-snapshot.js';
import type { RunnerLogger } from './runner-logger.js';

export interface SearchIndexRunnerOptions {
  feed: EventFeed;
  index: SearchIndex;
  projections: readonly SearchProjection[];
  logger?: RunnerLogger;
  /** An index in this process's memory is kept in a snapshot on disk, so a start does not replay every event. */
  snapshot?: SnapshotSettings;
}

/**
 * Feeds the SearchIndex from the whole event feed. The embedded index lives in this process's
 * memory: it starts from its snapshot when there is one, else from the first event.
 */
export class SearchIndexRunner {
  private readonly waiter = new PositionWaiter();
  private subscription: Subscription | null = null;
  private readonly atRest = new AtRest();
  private readonly snapshots: PeriodicSnapshot<SearchEntry> | null;

  constructor(private readonly options: SearchIndexRunnerOptions) {
    const index = options.index;
    this.snapshots =
      options.snapshot && isSnapshotable(index)
        ? new PeriodicSnapshot(
            'search',
            options.snapshot,
            () => this.atRest.read(() => (this.waiter.position ? { position: this.waiter.position, records: index.exportEntries() } : null)),
            options.logger,
          )
        : null;
  }

  get position(): GlobalPosition | null {
    return this.waiter.position;
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return this.waiter.waitFor(position, timeoutMs);
  }

  async start(): Promise<void> {
    const snapshot = await this.snapshots?.load();
    if (snapshot && isSnapshotable(this.options.index)) {
      this.options.index.importEntries(snapshot.records);
      this.waiter.advance(snapshot.position);
    }
    this.subscription = this.options.feed.subscribe(snapshot?.position ?? null, (event) => this.handle(event), { batchSize: 1000, pollIntervalMs: 50 });
    this.subscription.done.catch((error: unknown) => this.options.logger?.error('search feed stopped', { error: String(error) }));
    this.snapshots?.start();
  }

  handle(event: RecordedEvent): Promise<void> {
    return this.atRest.applying(() => this.apply(event));
  }

  private async apply(event: RecordedEvent): Promise<void> {
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
    await this.snapshots?.stop();
    this.waiter.cancelAll();
  }
}
