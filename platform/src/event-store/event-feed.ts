import type { EventStore, RecordedEvent } from './event-store.port.js';
import { formatPosition, parsePosition } from './position.js';
import { upcastRecorded } from './upcast-recorded.js';

/** Where projections read committed events from: the store itself, or a fan-out such as Kafka. */
export type EventFeed = Pick<EventStore, 'subscribe'>;

/** JSON form of a recorded event for transports (positions as their sortable text). */
export interface SerializedEvent extends Omit<RecordedEvent, 'position'> {
  position: string;
}

export function serializeEvent(event: RecordedEvent): string {
  const wire: SerializedEvent = { ...event, position: formatPosition(event.position) };
  return JSON.stringify(wire);
}

/** Upcast as the store's reads are (ADR 33): a message published before versions may hold an older shape. */
export function deserializeEvent(text: string): RecordedEvent {
  const wire = JSON.parse(text) as SerializedEvent;
  const position = parsePosition(wire.position);
  if (!position) throw new Error(`Malformed event position: ${wire.position}`);
  return upcastRecorded({ ...wire, position });
}
