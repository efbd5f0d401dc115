import type { DomainEvent } from '@khru/contracts';
import type { EventStore, RecordedEvent } from '@khru/platform';
import { readStreamAsOf } from '../as-of/read-stream-as-of.js';

/** Recorded events as the domain events of their stream's type, for the audit folds. */
export const domainEventsOf = <E extends DomainEvent>(events: readonly RecordedEvent[]): E[] =>
  events.map((e) => ({ type: e.type, data: e.data }) as unknown as E);

/** A stream's events up to `asOf`, as the domain events of its type. */
export async function eventsAsOf<E extends DomainEvent>(store: EventStore, streamId: string, asOf: Date): Promise<E[]> {
  return domainEventsOf<E>(await readStreamAsOf(store, streamId, asOf));
}
