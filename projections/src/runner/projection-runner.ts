import type { GlobalPosition } from '@khru/platform';
import { CheckpointFollower, type FollowingOptions } from './checkpoint-follower.js';
import { FeedApplier, type ApplyingOptions } from './feed-applier.js';
import { PositionWaiter } from './position-waiter.js';

/** The runner of every read model: the projections service saves its checkpoint under this name, API replicas follow it. */
export const READ_MODELS_RUNNER = 'read-models';

/**
 * Applying options make the runner the read models' writer (the embedded default, the projections
 * service); following options make it a reader of what another process writes (API replicas on MongoDB).
 */
export type ProjectionRunnerOptions = ApplyingOptions | FollowingOptions;

/**
 * Where the read models stand for this process, and a bounded wait for a position (read-your-writes).
 * It either applies the ordered feed itself or follows the checkpoint of the one process that does.
 */
export class ProjectionRunner {
  private readonly waiter = new PositionWaiter();
  private readonly keeper: FeedApplier | CheckpointFollower;

  constructor(options: ProjectionRunnerOptions) {
    this.keeper = 'follows' in options ? new CheckpointFollower(options, this.waiter) : new FeedApplier(options, this.waiter);
  }

  get position(): GlobalPosition | null {
    return this.waiter.position;
  }

  /** The position of the snapshot this start loaded; null when it rebuilt from the first event. */
  get startedFrom(): GlobalPosition | null {
    return this.keeper.startedFrom;
  }

  get failures(): number {
    return this.keeper.failures;
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return this.waiter.waitFor(position, timeoutMs);
  }

  reached(position: GlobalPosition): boolean {
    return this.waiter.reached(position);
  }

  start(): Promise<void> {
    return this.keeper.start();
  }

  async stop(): Promise<void> {
    await this.keeper.stop();
    this.waiter.cancelAll();
  }
}
