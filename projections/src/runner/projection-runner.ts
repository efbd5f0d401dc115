import {
  formatPosition,
  MemoryDocumentStore,
  type DocumentStore,
  type MemorySnapshotRecord,
  type EventFeed,
  type GlobalPosition,
  type RecordedEvent,
  type Subscription,
} from '@khru/platform';
import type { Projection } from '../projection.js';
import { applyProjection } from './apply-projection.js';
import { CheckpointStore } from './checkpoint-store.js';
import { AtRest } from './at-rest.js';
import { PeriodicSnapshot, type SnapshotSettings } from './periodic-snapshot.js';
import { PositionWaiter } from './position-waiter.js';
import type { RunnerLogger } from './runner-logger.js';

export interface ProjectionRunnerOptions {
  name: string;
  feed: EventFeed;
  store: DocumentStore;
  projections: readonly Projection[];
  logger?: RunnerLogger;
  /** Save the checkpoint at most this often (ms) or every `checkpointEvery` events. */
  checkpointIntervalMs?: number;
  checkpointEvery?: number;
  attemptsPerEvent?: number;
  /** Read models held in this process's memory are kept in a snapshot on disk, so a start does not replay every event. */
  snapshot?: SnapshotSettings;
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
export class ProjectionRunner {
  private readonly waiter = new PositionWaiter();
  private readonly checkpoints: CheckpointStore;
  private subscription: Subscription | null = null;
  private unsaved = 0;
  private lastSave = 0;
  private failureCount = 0;
  private readonly atRest = new AtRest();
  private fromSnapshot: GlobalPosition | null = null;
  private readonly snapshots: PeriodicSnapshot<MemorySnapshotRecord> | null;

  constructor(private readonly options: ProjectionRunnerOptions) {
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

  get position(): GlobalPosition | null {
    return this.waiter.position;
  }

  /** The position of the snapshot this start loaded; null when it rebuilt from the first event. */
  get startedFrom(): GlobalPosition | null {
    return this.fromSnapshot;
  }

  get failures(): number {
    return this.failureCount;
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return this.waiter.waitFor(position, timeoutMs);
  }

  reached(position: GlobalPosition): boolean {
    return this.waiter.reached(position);
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
    this.subscription.done.catch((error: unknown) =>
      this.options.logger?.error('projection feed stopped', { runner: this.options.name, error: String(error) }),
    );
    this.snapshots?.start();
  }

  /** Applies one event to every projection and advances the position. */
  handle(event: RecordedEvent): Promise<void> {
    return this.atRest.applying(async () => {
      for (const projection of this.options.projections) {
        if (!projection.handles.includes(event.type)) continue;
        await this.applyWithRetry(projection, event);
      }
      this.waiter.advance(event.position);
      this.unsaved += 1;
      const now = Date.now();
      if (this.unsaved >= (this.options.checkpointEvery ?? 500) || now - this.lastSave >= (this.options.checkpointIntervalMs ?? 1000)) {
        await this.saveCheckpoint();
      }
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    await this.saveCheckpoint();
    await this.snapshots?.stop();
    this.waiter.cancelAll();
  }

  private async saveCheckpoint(): Promise<void> {
    const position = this.waiter.position;
    if (!position || this.unsaved === 0) return;
    await this.checkpoints.save(this.options.name, position);
    this.unsaved = 0;
    this.lastSave = Date.now();
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
