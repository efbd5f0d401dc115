import type { EventStore, RecordedEvent } from '@khru/platform';

/** The instant an event took effect: when its command was decided. */
export const effectiveAt = (event: RecordedEvent): string => event.metadata.occurredAt;

/**
 * A stream's events that had taken effect at `asOf`. Audit answers fold these, so they are computed
 * from the events up to that instant, never from today's read models. A stream's events are decided
 * in order, so the cut is a prefix.
 */
export function eventsUpTo(events: readonly RecordedEvent[], asOf: Date): RecordedEvent[] {
  const cut = asOf.toISOString();
  const end = events.findIndex((event) => effectiveAt(event) > cut);
  return end < 0 ? [...events] : events.slice(0, end);
}

/** A stream's events that had taken effect at `asOf` (all of them when it is null). */
export async function readStreamAsOf(store: EventStore, streamId: string, asOf: Date | null): Promise<RecordedEvent[]> {
  const events = await store.readStream(streamId);
  return asOf ? eventsUpTo(events, asOf) : events;
}

/** The instant of `?asOf=` (now when absent). */
export function asOfInstant(asOf: string | undefined, now: Date): Date {
  return asOf ? new Date(asOf) : now;
}
