import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEADLINES_COLLECTION, type DeadlineDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { MembershipDueCommand } from './membership-due/membership-due.command.js';

/** How often the deadlines read model is looked at. */
export const DEADLINE_POLL_MS = 30_000;

/**
 * The deadline mechanism of design.md section 9 for memberships: the `deadlines` read model is
 * polled and each due deadline is dispatched as a command keyed by the deadline, so running it
 * twice (two replicas, a retry) does nothing more. `runDue(now)` takes the time it is given, so
 * tests move the clock instead of waiting.
 */
@Injectable()
export class MembershipDeadlines implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commands: CommandBus,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runDue(new Date()).catch(() => undefined), DEADLINE_POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Dispatches every deadline due at `now`; answers how many. */
  async runDue(now: Date): Promise<number> {
    const due = await this.documents
      .collection<DeadlineDocument>(DEADLINES_COLLECTION)
      .find({ kind: 'membership-due', dueAt: { $lte: now.toISOString() } }, { sort: { dueAt: 1 }, limit: 100 })
      .toArray();
    for (const deadline of due) {
      await this.commands.execute(new MembershipDueCommand(deadline.userId, deadline.dueAt, commandMetadata({ userId: 'system', now, idempotencyKey: `due:${deadline.userId}:${deadline.dueAt}` })));
    }
    return due.length;
  }
}
