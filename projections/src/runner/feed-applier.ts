import {
  formatPosition,
  MemoryDocumentStore,
  type DocumentStore,
  type EventFeed,
  type GlobalPosition,
  type MemorySnapshotRecord,
  type RecordedEvent,
  type Subscription,
} from '@khru/platform';
import type { Projection } from '../projection.js';
import { applyProjection } from './apply-projection.js';
import { AtRest } from './at-rest.js';
import { CheckpointStore } from './checkpoint-store.js';
import { PeriodicSnapshot, type SnapshotSettings } from './periodic-snapshot.js';
import type { PositionWaiter } from './position-waiter.js';
import type { RunnerLogger } from './runner-logger.js';

/** The runner that writes the read models: it applies the ordered feed itself. */
export interface ApplyingOptions {
  name: string;
  feed: EventFeed;
  store: DocumentStore;
  projections: readonly Projection[];
  logger?: RunnerLogger;
  /**
   * Save the checkpoint every `checkpointEvery` events, and at most `checkpointIntervalMs` after an
   * event left unsaved (readers in other processes wait on it).
   */
  checkpointIntervalMs?: number;
  checkpointEvery?: number;
  attemptsPerEvent?: number;
  /** Read models held in this process's memory are kept in a snapshot on disk, so a start does not replay every event. */
  snapshot?: SnapshotSettings;
  /** Asked before each event: false once this process may no longer write (its lease ran out), and the feed stops there. */
  mayWrite?: () => boolean;
  /** Called when the feed ends with an error (the store went away, the lease ran out): nothing is applied after it. */
  onFeedStopped?: (error: unknown) => void;
}

interface FailureDocument {
  _id: string;
  projection: string;
  eventType: string;
  position: string;
  message: string;
}

/**
 * Consumes the global feed from its checkpoint and applies every projection, in order. A projection
 * that keeps failing on one event is recorded in `_projection_failures` and passed over, so one bad
 * event cannot stop every read model.
 */
export class FeedApplier {
  private readonly checkpoints: CheckpointStore;
  private subscription: Subscription | null = null;
  private unsaved = 0;
  private lastSave = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private failureCount = 0;
  private readonly atRest = new AtRest();
  private fromSnapshot: GlobalPosition | null = null;
  private readonly snapshots: PeriodicSnapshot<MemorySnapshotRecord> | null;

  constructor(
    private readonly options: ApplyingOptions,
    private readonly waiter: PositionWaiter,
  ) {
    this.checkpoints = new CheckpointStore(options.store);
    const memory = options.store instanceof MemoryDocumentStore ? options.store : null;
    this.snapshots =
      memory && options.snapshot
        ? new PeriodicSnapshot(
            options.name,
            options.snapshot,
            () => this.atRest.read(() => (this.waiter.position ? { position: this.waiter.position, records: memory.exportRecords() } : null)),
            options.logger,
          )
        : null;
    const names = options.projections.map((p) => p.name);
    const duplicate = names.find((n, i) => names.indexOf(n) !== i);
    if (duplicate) throw new Error(`Two projections are named ${duplicate}`);
  }

  get startedFrom(): GlobalPosition | null {
    return this.fromSnapshot;
  }

  get failures(): number {
    return this.failureCount;
  }

  async start(): Promise<void> {
    const snapshot = await this.snapshots?.load();
    if (snapshot) {
      this.fromSnapshot = snapshot.position;
      (this.options.store as MemoryDocumentStore).importRecords(snapshot.records);
      await this.checkpoints.save(this.options.name, snapshot.position);
    }
    for (const projection of this.options.projections) {
      for (const index of projection.indexes ?? []) {
        await this.options.store.collection(projection.collection).createIndex(index.keys, index.options);
      }
    }
    const from = await this.checkpoints.load(this.options.name);
    if (from) this.waiter.advance(from);
    this.options.logger?.info('projections starting', { runner: this.options.name, from: from ? formatPosition(from) : 'start' });
    this.subscription = this.options.feed.subscribe(from, (event) => this.handle(event), { batchSize: 1000, pollIntervalMs: 50 });
    this.subscription.done.catch((error: unknown) => {
      this.options.logger?.error('projection feed stopped', { runner: this.options.name, error: String(error) });
      this.options.onFeedStopped?.(error);
    });
    this.snapshots?.start();
  }

  /** Applies one event to every projection and advances the position. */
  handle(event: RecordedEvent): Promise<void> {
    return this.atRest.applying(async () => {
      // Its successor may be writing already: past the lease, not one more write.
      if (this.options.mayWrite && !this.options.mayWrite()) throw new Error('The lease on the read models ran out: this process writes no more');
      for (const projection of this.options.projections) {
        if (!projection.handles.includes(event.type)) continue;
        await this.applyWithRetry(projection, event);
      }
      this.waiter.advance(event.position);
      this.unsaved += 1;
      const interval = this.options.checkpointIntervalMs ?? 1000;
      if (this.unsaved >= (this.options.checkpointEvery ?? 500) || Date.now() - this.lastSave >= interval) await this.saveCheckpoint();
      // The last events of a burst are saved a moment later, not only when the next event comes.
      else this.flushTimer ??= setTimeout(() => void this.flush(), interval).unref();
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    await this.saveCheckpoint();
    await this.snapshots?.stop();
  }

  private async flush(): Promise<void> {
    this.flushTimer = null;
    await this.saveCheckpoint().catch((error: unknown) =>
      this.options.logger?.error('checkpoint not saved', { runner: this.options.name, error: String(error) }),
    );
  }

  private async saveCheckpoint(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const position = this.waiter.position;
    const unsaved = this.unsaved;
    if (!position || unsaved === 0) return;
    this.unsaved = 0;
    this.lastSave = Date.now();
    try {
      await this.checkpoints.save(this.options.name, position);
    } catch (error) {
      this.unsaved += unsaved;
      throw error;
    }
  }

  private async applyWithRetry(projection: Projection, event: RecordedEvent): Promise<void> {
    const attempts = this.options.attemptsPerEvent ?? 3;
    for (let attempt = 1; ; attempt++) {
      try {
        await applyProjection(this.options.store, projection, event);
        return;
      } catch (error) {
        if (attempt < attempts) continue;
        this.failureCount += 1;
        const message = error instanceof Error ? error.message : String(error);
        this.options.logger?.error('projection failed on an event', { projection: projection.name, eventId: event.id, type: event.type, message });
        await this.options.store
          .collection<FailureDocument>('_projection_failures')
          .replaceOne(
            { _id: `${projection.name}:${event.id}` },
            { _id: `${projection.name}:${event.id}`, projection: projection.name, eventType: event.type, position: formatPosition(event.position), message },
            { upsert: true },
          );
        return;
      }
    }
  }
}
