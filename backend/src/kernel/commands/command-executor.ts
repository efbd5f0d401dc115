import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@khru/contracts';
import { EVENT_VERSIONS } from '@khru/contracts/event-versions';
import { ConcurrencyError, newEventId, type EventStore, type ExpectedRevision } from '@khru/platform';
import { DomainError } from '../errors/domain-error.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import type { CommandMetadata } from './command-metadata.js';
import type { CommandResult } from './command-result.js';
import type { Decider } from './decider.js';
import { FoldedStreams } from './folded-streams.js';

const MAX_ATTEMPTS = 5;

/**
 * The one generic command handler: read the stream, fold, decide, append at the expected revision.
 * The fold is kept per stream (FoldedStreams), so only the events appended since are read.
 * A concurrency conflict is decided again on fresh state (with jitter); an idempotency key that
 * already produced events answers the earlier result and appends nothing.
 *
 * Commands on one stream run one after another within this process (a queue per stream id), so a
 * burst on one hot stream (a thousand enrolments on one cost centre) decides each on fresh state
 * instead of losing the race over and over; different streams stay concurrent, and the expected
 * revision still guards against other processes.
 */
@Injectable()
export class CommandExecutor {
  /** The last command queued on each busy stream; a stream leaves the map when its queue empties. */
  private readonly tails = new Map<string, Promise<void>>();

  private readonly folded: FoldedStreams;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {
    this.folded = new FoldedStreams(store);
  }

  async execute<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C, metadata: CommandMetadata): Promise<CommandResult> {
    return (await this.executeWithState(decider, streamId, command, metadata)).result;
  }

  /** As `execute`, also answering the stream's state after the command (for answers that report it, a balance). */
  executeWithState<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    metadata: CommandMetadata,
  ): Promise<{ result: CommandResult; state: S }> {
    return this.inTurn(streamId, () => this.decideAndAppend(decider, streamId, command, metadata));
  }

  /**
   * As `execute`, with an effect outside the store (a provider's refund) between deciding and appending, in the stream's
   * turn: concurrent duplicates in this process are decided on the state the first one left, so they are refused
   * before the effect and the provider is asked once. Should another process append in between, the command is decided
   * again on fresh state and appended only if it decides the very events the effect acted on. A repeat is always
   * decided, never answered with the earlier result: the decider refuses it as it would a later one, and the
   * idempotency key only names the events and the provider's request.
   */
  async executeAfterEffect<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    metadata: CommandMetadata,
    effect: (events: readonly E[]) => Promise<void>,
  ): Promise<CommandResult> {
    return (await this.inTurn(streamId, () => this.decideAndAppend(decider, streamId, command, metadata, effect))).result;
  }

  /** Runs `work` after every earlier command queued on the stream has settled. */
  private inTurn<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const run = previous.then(work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return run;
  }

  private async decideAndAppend<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    metadata: CommandMetadata,
    effect?: (events: readonly E[]) => Promise<void>,
  ): Promise<{ result: CommandResult; state: S }> {
    let actedOn: string | null = null;
    for (let attempt = 1; ; attempt++) {
      const folded = await this.folded.read(decider, streamId);
      const { state, revision } = folded;
      const earlier = metadata.idempotencyKey && !effect ? folded.results.get(metadata.idempotencyKey) : undefined;
      if (earlier) return { result: earlier, state };
      const decision = decider.decide(command, state);
      if (decision instanceof DomainError) throw decision;
      if (decision.length === 0) return { result: { streamId, revision, position: null, eventTypes: [] }, state };
      if (effect && actedOn === null) {
        await effect(decision);
        actedOn = JSON.stringify(decision);
      } else if (actedOn !== null && actedOn !== JSON.stringify(decision)) throw DomainError.conflict();
      const expected: ExpectedRevision = revision ?? 'no_stream';
      try {
        const appended = await this.store.append(
          streamId,
          decision.map((event, index) => ({
            id: newEventId(metadata.idempotencyKey, index),
            type: event.type,
            data: event.data,
            metadata: {
              correlationId: metadata.correlationId,
              causationId: metadata.causationId,
              occurredAt: metadata.now.toISOString(),
              ...(metadata.userId ? { userId: metadata.userId } : {}),
              ...(metadata.idempotencyKey ? { idempotencyKey: metadata.idempotencyKey } : {}),
              // A decider decides today's shapes: the version says so to every later reader (ADR 33).
              ...EVENT_VERSIONS.stamp(event.type),
            },
          })),
          expected,
        );
        const result = { streamId, revision: appended.nextExpectedRevision, position: appended.position, eventTypes: decision.map((e) => e.type) };
        return { result, state: this.folded.appended(decider, folded, decision, result, metadata.idempotencyKey).state };
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw DomainError.conflict();
        await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
      }
    }
  }

  /** The folded state of a stream, for handlers that must check something (a password) before deciding. */
  async load<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<S> {
    const history = await this.store.readStream(streamId);
    return history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as unknown as E), decider.initialState());
  }
}
