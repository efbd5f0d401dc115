import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@khru/platform';
import { DomainError } from '../errors/domain-error.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';

/** How long a request waits for the workflow that finishes it: past it, the reservation stands and the workflow still finishes. */
export const OUTCOME_WAIT_MS = 15_000;
/** How often the stream is read again: the leader's workflows poll the feed every 50 ms. */
const READ_EVERY_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request that appended a reservation waits here for the workflow that confirms or releases it
 * (ADR 34): it reads the stream the workflow writes to until an event answers. It reads the stream
 * itself, not a read model, and works whichever replica runs the workflows.
 */
@Injectable()
export class WorkflowOutcome {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * The first event on `streamId` that `answers` picks, once a workflow has appended it. Refuses
   * with REQUEST_TIMEOUT when none came within `timeoutMs`.
   */
  async of(streamId: string, answers: (event: RecordedEvent) => boolean, timeoutMs = OUTCOME_WAIT_MS): Promise<RecordedEvent> {
    const deadline = Date.now() + timeoutMs;
    let from = 0;
    for (;;) {
      const events = await this.store.readStream(streamId, from);
      const answer = events.find(answers);
      if (answer) return answer;
      from += events.length;
      if (Date.now() >= deadline) throw new DomainError('REQUEST_TIMEOUT');
      await pause(READ_EVERY_MS);
    }
  }
}
