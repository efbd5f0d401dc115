import { comparePositions, formatPosition, readSnapshotFile, writeSnapshotFile, type GlobalPosition, type Snapshot } from '@khru/platform';
import type { RunnerLogger } from './runner-logger.js';

export interface SnapshotSettings {
  /** The snapshot file (under `DATA_DIR/snapshots/`). */
  path: string;
  /** Describes the code that builds the state: a snapshot with another fingerprint is not loaded. */
  fingerprint: string;
  /** How often a newer snapshot is written in the background. */
  intervalMs?: number;
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

  constructor(
    private readonly name: string,
    private readonly settings: SnapshotSettings,
    private readonly capture: () => Promise<{ position: GlobalPosition; records: R[] } | null>,
    private readonly logger?: RunnerLogger,
  ) {}

  async load(): Promise<Snapshot<R> | null> {
    const loaded = await readSnapshotFile<R>(this.settings.path, this.settings.fingerprint);
    if ('snapshot' in loaded) {
      this.written = loaded.snapshot.position;
      this.logger?.info('snapshot loaded', { runner: this.name, position: formatPosition(loaded.snapshot.position), records: loaded.snapshot.records.length });
      return loaded.snapshot;
    }
    if ('rejected' in loaded) this.logger?.info('snapshot not used, rebuilding from the first event', { runner: this.name, reason: loaded.rejected });
    return null;
  }

  start(): void {
    this.timer = setInterval(() => void this.writeNow(), this.settings.intervalMs ?? DEFAULT_INTERVAL_MS);
    this.timer.unref();
  }

  /** Writes a snapshot when the state has moved on since the last one; one write at a time. */
  writeNow(): Promise<void> {
    this.writing = this.writing.then(async () => {
      try {
        const state = await this.capture();
        if (!state || (this.written && comparePositions(state.position, this.written) <= 0)) return;
        const records = await writeSnapshotFile(this.settings.path, this.settings.fingerprint, state.position, state.records);
        this.written = state.position;
        this.logger?.info('snapshot written', { runner: this.name, position: formatPosition(state.position), records });
      } catch (error) {
        this.logger?.error('snapshot not written', { runner: this.name, error: String(error) });
      }
    });
    return this.writing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.writeNow();
  }
}
