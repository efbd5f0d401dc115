import type { RecordedEvent } from '@khru/platform';

const named = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The instant a fact took effect as its data names it: a grant's `grantedAt`, an order's `placedAt`, else
 * its `at`; when the data names none, when its command was decided. A workflow records its reaction to a
 * fact (access granted for an enrolment, a receipt for a payment) after the fact, with the fact's instant
 * in the data: cut by the record's own time, an answer as of in between would hold the fact without it.
 */
export function factInstant(event: RecordedEvent): string {
  return named(event.data.grantedAt) ?? named(event.data.placedAt) ?? named(event.data.at) ?? event.metadata.occurredAt;
}

/**
 * A stream's facts that had taken effect at `asOf`, in stream order. Not a prefix: a workflow may record
 * its reaction to an earlier fact after a later one.
 */
export function factsUpTo(events: readonly RecordedEvent[], asOf: Date): RecordedEvent[] {
  const cut = asOf.toISOString();
  return events.filter((event) => factInstant(event) <= cut);
}
