import type { DomainEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { recorded } from './recorded.js';

/**
 * The document a projection's `evolve` makes of these events, starting from none: each event is
 * recorded in turn (with the next position, unless `record` says otherwise).
 */
export function foldDocument<D, E extends DomainEvent>(
  evolve: (document: D | null, event: RecordedEvent) => D | null,
  events: readonly E[],
  record: (event: E) => RecordedEvent = (event) => recorded(event),
): D | null {
  return events.reduce<D | null>((document, event) => evolve(document, record(event)), null);
}
