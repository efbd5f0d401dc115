import type { DomainEvent } from '@khru/contracts';
import { newEventId, type EventStore, type RecordedEvent } from '@khru/platform';
import type { CommandResult } from './command-result.js';
import type { Decider } from './decider.js';

/** A stream folded up to `revision`, with what each idempotency key produced on it. */
export interface FoldedStream<S> {
  revision: number | null;
  state: S;
  /** The result of each command that carried an idempotency key, as a retry with that key is answered. */
  results: ReadonlyMap<string, CommandResult>;
}

/** How many streams stay folded in memory; the least recently used is dropped beyond it. */
const MAX_STREAMS = 2000;

/**
 * The streams this process decided on lately, folded, so that the next command reads only the events
 * appended since (by this process or another) instead of the whole stream: a cost centre with
 * thousands of enrolments is not read whole for each one. Deciders are pure and their states are
 * never changed in place, so a folded state can be kept and folded further.
 */
export class FoldedStreams {
  private readonly streams = new Map<string, { decider: unknown; folded: FoldedStream<unknown> }>();

  constructor(private readonly store: EventStore) {}

  /** The stream folded up to its last event. */
  async read<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<FoldedStream<S>> {
    const kept = this.streams.get(streamId);
    const from = kept?.decider === decider ? (kept.folded as FoldedStream<S>) : { revision: null, state: decider.initialState(), results: new Map() };
    const newer = await this.store.readStream(streamId, from.revision === null ? 0 : from.revision + 1);
    const folded = newer.length === 0 ? from : fold(decider, streamId, from, newer);
    this.keep(decider, streamId, folded);
    return folded;
  }

  /** Records what this process appended, so the next read starts after it. */
  appended<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    before: FoldedStream<S>,
    events: readonly E[],
    result: CommandResult,
    key?: string,
  ): FoldedStream<S> {
    const results = key ? new Map(before.results).set(key, result) : before.results;
    const after = { revision: result.revision, state: events.reduce((s, e) => decider.evolve(s, e), before.state), results };
    this.keep(decider, result.streamId, after);
    return after;
  }

  private keep(decider: unknown, streamId: string, folded: FoldedStream<unknown>): void {
    this.streams.delete(streamId);
    this.streams.set(streamId, { decider, folded });
    if (this.streams.size > MAX_STREAMS) this.streams.delete(this.streams.keys().next().value!);
  }
}

function fold<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, from: FoldedStream<S>, events: RecordedEvent[]): FoldedStream<S> {
  let state = from.state;
  const results = new Map(from.results);
  for (const event of events) {
    state = decider.evolve(state, { type: event.type, data: event.data } as unknown as E);
    const key = event.metadata.idempotencyKey;
    if (!key) continue;
    const earlier = results.get(key);
    // A key's result starts at its command's first event and takes in the events that followed it with the same key.
    if (!earlier && event.id !== newEventId(key, 0)) continue;
    results.set(key, {
      streamId,
      revision: event.streamPosition,
      position: event.position,
      eventTypes: [...(earlier?.eventTypes ?? []), event.type],
    });
  }
  return { revision: events[events.length - 1]!.streamPosition, state, results };
}
