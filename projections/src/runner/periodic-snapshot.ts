import { comparePositions, formatPosition, readSnapshotFile, writeSnapshotFile, type GlobalPosition, type Snapshot, type SnapshotLoad } from '@khru/platform';
import { rm } from 'node:fs/promises';
import type { RunnerLogger } from './runner-logger.js';

/** Where replicas that share no folder leave snapshots for each other (a bucket, ADR 30): one copy per kind. */
export interface SharedSnapshots {
  /** Copies the shared snapshot to `path`; answers false when there is none. */
  fetch(path: string): Promise<boolean>;
  /** Leaves the snapshot file at `path` for the others, replacing theirs. */
  publish(path: string): Promise<void>;
  /** How often a newer snapshot is published (each replica publishes its own; the newest load wins). */
  intervalMs: number;
}

export interface SnapshotSettings {
  /** The snapshot file (under `DATA_DIR/snapshots/`). */
  path: string;
  /** Describes the code that builds the state: a snapshot with another fingerprint is not loaded. */
  fingerprint: string;
  /** How often a newer snapshot is written in the background. */
  intervalMs?: number;
  /** Also published to, and loaded from, a store the replicas share (when they share no folder). */
  shared?: SharedSnapshots;
}

const DEFAULT_INTERVAL_MS = 60_000;

/**
 * Keeps an in-memory state's snapshot on disk for a runner: loads it at start (a missing or rejected
 * one is logged, and the runner rebuilds from the first event), writes a newer one in the background
 * and a last one at a clean stop. `capture` must answer the state exactly as of one position.
 */
export class PeriodicSnapshot<R> {
  private timer: NodeJS.Timeout | null = null;
  private written: GlobalPosition | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** The newest position the shared store holds as far as this process knows, and when this process last published. */
  private published: GlobalPosition | null = null;
  private publishedAt = 0;

  constructor(
    private readonly name: string,
    private readonly settings: SnapshotSettings,
    private readonly capture: () => Promise<{ position: GlobalPosition; records: R[] } | null>,
    private readonly logger?: RunnerLogger,
  ) {}

  async load(): Promise<Snapshot<R> | null> {
    const local = await readSnapshotFile<R>(this.settings.path, this.settings.fingerprint);
    const loaded = newer(local, await this.loadShared());
    if ('snapshot' in loaded) {
      this.written = loaded.snapshot.position;
      this.logger?.info('snapshot loaded', { runner: this.name, position: formatPosition(loaded.snapshot.position), records: loaded.snapshot.records.length });
      return loaded.snapshot;
    }
    if ('rejected' in loaded) this.logger?.info('snapshot not used, rebuilding from the first event', { runner: this.name, reason: loaded.rejected });
    return null;
  }

  /** The shared snapshot, copied beside the local one and read from there. */
  private async loadShared(): Promise<SnapshotLoad<R>> {
    const shared = this.settings.shared;
    if (!shared) return { missing: true };
    const copy = `${this.settings.path}.shared`;
    try {
      if (!(await shared.fetch(copy))) return { missing: true };
      const loaded = await readSnapshotFile<R>(copy, this.settings.fingerprint);
      if ('snapshot' in loaded) this.published = loaded.snapshot.position;
      return loaded;
    } catch (error) {
      return { rejected: `the shared snapshot could not be read: ${String(error)}` };
    } finally {
      await rm(copy, { force: true });
    }
  }

  start(): void {
    this.timer = setInterval(() => void this.writeNow(), this.settings.intervalMs ?? DEFAULT_INTERVAL_MS);
    this.timer.unref();
  }

  /** Writes a snapshot when the state has moved on since the last one; one write at a time. `final`: at a stop, publish it too. */
  writeNow(final = false): Promise<void> {
    this.writing = this.writing.then(async () => {
      try {
        const state = await this.capture();
        if (state && !(this.written && comparePositions(state.position, this.written) <= 0)) {
          const records = await writeSnapshotFile(this.settings.path, this.settings.fingerprint, state.position, state.records);
          this.written = state.position;
          this.logger?.info('snapshot written', { runner: this.name, position: formatPosition(state.position), records });
        }
        await this.publish(final);
      } catch (error) {
        this.logger?.error('snapshot not written', { runner: this.name, error: String(error) });
      }
    });
    return this.writing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.writeNow(true);
  }

  /** Publishes the newest snapshot written, at most once an interval and at a stop: a large one is not sent every minute. */
  private async publish(final: boolean): Promise<void> {
    const shared = this.settings.shared;
    const position = this.written;
    if (!shared || !position || (this.published && comparePositions(position, this.published) <= 0)) return;
    if (!final && Date.now() - this.publishedAt < shared.intervalMs) return;
    try {
      await shared.publish(this.settings.path);
      this.published = position;
      this.publishedAt = Date.now();
      this.logger?.info('snapshot shared', { runner: this.name, position: formatPosition(position) });
    } catch (error) {
      this.logger?.error('snapshot not shared', { runner: this.name, error: String(error) });
    }
  }
}

/** The newer of two loads (a valid one over none or a rejected one); the local one when they are at one position. */
function newer<R>(local: SnapshotLoad<R>, shared: SnapshotLoad<R>): SnapshotLoad<R> {
  if (!('snapshot' in shared)) return 'snapshot' in local || !('rejected' in shared) ? local : shared;
  if (!('snapshot' in local)) return shared;
  return comparePositions(shared.snapshot.position, local.snapshot.position) > 0 ? shared : local;
}
