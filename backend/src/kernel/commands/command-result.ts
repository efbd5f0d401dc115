import type { CommandAccepted } from '@khru/contracts';
import { formatPosition, type GlobalPosition, type RecordedEvent } from '@khru/platform';

export interface CommandResult {
  streamId: string;
  /** Revision of the stream after the command; null when it appended nothing to a new stream. */
  revision: number | null;
  position: GlobalPosition | null;
  eventTypes: string[];
}

export function accepted(result: CommandResult): CommandAccepted {
  return { position: result.position ? formatPosition(result.position) : null };
}

/** The result of a request whose one fact a workflow finished (ADR 34): the workflow's event answers it. */
export function resultOfRecorded(event: RecordedEvent): CommandResult {
  return { streamId: event.streamId, revision: event.streamPosition, position: event.position, eventTypes: [event.type] };
}
