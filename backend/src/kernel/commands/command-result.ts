import type { CommandAccepted } from '@khru/contracts';
import { formatPosition, type GlobalPosition } from '@khru/platform';

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
