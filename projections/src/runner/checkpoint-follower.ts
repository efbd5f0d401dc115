import { comparePositions, formatPosition, type DocumentStore, type GlobalPosition } from '@khru/platform';
import { CheckpointStore } from './checkpoint-store.js';
import type { PositionWaiter } from './position-waiter.js';
import type { RunnerLogger } from './runner-logger.js';

/** A process that only reads the read models: another process (the projections service) writes them. */
export interface FollowingOptions {
  /** The writer's runner, whose checkpoint this process follows. */
  name: string;
  store: DocumentStore;
  follows: {
    /** How often the writer's checkpoint is read. */
    pollIntervalMs: number;
  };
  logger?: RunnerLogger;
}

/**
 * Follows the checkpoint the writer saves with the read models: a position it names has been applied
 * to every read model, so readers waiting for it (`?after=`) may read. Writes nothing.
 */
export class CheckpointFollower {
  private readonly checkpoints: CheckpointStore;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> = Promise.resolve();
  private unreadable = false;
  private stopped = true;

  /** A follower holds no state of its own: nothing comes from a snapshot, nothing fails here. */
  readonly startedFrom: GlobalPosition | null = null;
  readonly failures = 0;

  constructor(
    private readonly options: FollowingOptions,
    private readonly waiter: PositionWaiter,
  ) {
    this.checkpoints = new CheckpointStore(options.store);
  }

  async start(): Promise<void> {
    await this.poll();
    const from = this.waiter.position;
    this.options.logger?.info('following the read models', { runner: this.options.name, from: from ? formatPosition(from) : 'start' });
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
  }

  /** The next read waits for the previous one, so a slow store is not asked twice at once. */
  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.polling = this.poll().then(() => this.schedule());
    }, this.options.follows.pollIntervalMs);
    this.timer.unref();
  }

  /**
   * Reads the checkpoint once and takes it as the position, also backwards (the read models are being
   * rebuilt); a store that cannot be read is reported once, and the position stays.
   */
  private async poll(): Promise<void> {
    try {
      const position = await this.checkpoints.load(this.options.name);
      this.unreadable = false;
      const current = this.waiter.position;
      if (position && (!current || comparePositions(position, current) !== 0)) this.waiter.advance(position);
    } catch (error) {
      if (!this.unreadable) this.options.logger?.error('read-model checkpoint unreadable', { runner: this.options.name, error: String(error) });
      this.unreadable = true;
    }
  }
}
