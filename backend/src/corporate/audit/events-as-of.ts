import type { DomainEvent } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { readStreamAsOf } from '../as-of/read-stream-as-of.js';

/** A stream's events up to `asOf`, as the domain events of its type, for the audit folds. */
export async function eventsAsOf<E extends DomainEvent>(store: EventStore, streamId: string, asOf: Date): Promise<E[]> {
  const events = await readStreamAsOf(store, streamId, asOf);
  return events.map((e) => ({ type: e.type, data: e.data }) as unknown as E);
}
