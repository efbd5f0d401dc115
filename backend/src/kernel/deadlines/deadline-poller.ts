import type { DeadlineDocument } from '@khru/contracts';
import { DEADLINES_COLLECTION, deadlineStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { CommandExecutor } from '../commands/command-executor.js';
import { commandMetadata } from '../commands/command-metadata.js';
import { deadlineDecider } from './deadline.decider.js';

/** How often the leader looks for deadlines that have fallen due. */
export const DEADLINE_POLL_MS = 30_000;

/**
 * Records each deadline of the `deadlines` read model that is due at `now` as a `DeadlineReached`
 * event, keyed by kind, key and instant, so that polling again (or a second leader by mistake)
 * records nothing twice. What a deadline means is decided by the workflows that read it.
 */
export class DeadlinePoller {
  constructor(
    private readonly documents: DocumentStore,
    private readonly executor: CommandExecutor,
  ) {}

  /** Records every deadline due at `now`; answers how many. Tests pass the time they move to. */
  async runDue(now: Date): Promise<number> {
    const at = now.toISOString();
    // The earliest first; any beyond one batch are taken at the next poll.
    const due = await this.documents
      .collection<DeadlineDocument>(DEADLINES_COLLECTION)
      .find({ dueAt: { $lte: at } }, { sort: { dueAt: 1 }, limit: 500 })
      .toArray();
    for (const deadline of due) {
      await this.executor.execute(
        deadlineDecider,
        deadlineStream(deadline.kind, deadline.key),
        { type: 'ReachDeadline', kind: deadline.kind, key: deadline.key, dueAt: deadline.dueAt, at },
        commandMetadata({ userId: 'system', now, idempotencyKey: `deadline:${deadline.kind}:${deadline.key}:${deadline.dueAt}` }),
      );
    }
    return due.length;
  }
}
