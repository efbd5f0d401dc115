import { EVENT_VERSIONS } from '@khru/contracts/event-versions';
import type { RecordedEvent } from './event-store.port.js';

/**
 * A stored event in its type's current shape (ADR 33). Each adapter maps every event it reads through this, once,
 * so deciders, projections, workflows and history readers only ever see today's shapes; its metadata then names
 * the version the data is in. An event in its current shape already is answered as it is.
 */
export function upcastRecorded(event: RecordedEvent): RecordedEvent {
  const upcast = EVENT_VERSIONS.upcast(event.type, event.data, event.metadata.schemaVersion);
  return upcast ? { ...event, data: upcast.data, metadata: { ...event.metadata, schemaVersion: upcast.version } } : event;
}
