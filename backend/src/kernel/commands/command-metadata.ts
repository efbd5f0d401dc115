import { randomUUID } from 'node:crypto';
import { now } from '../clock/clock.js';

/** What a command carries besides its payload: who, why, when, and how to recognise a retry. */
export interface CommandMetadata {
  userId?: string;
  correlationId: string;
  causationId: string;
  idempotencyKey?: string;
  now: Date;
}

export function commandMetadata(partial: Partial<CommandMetadata> = {}): CommandMetadata {
  const correlationId = partial.correlationId ?? randomUUID();
  return {
    correlationId,
    causationId: partial.causationId ?? correlationId,
    now: partial.now ?? now(),
    ...(partial.userId ? { userId: partial.userId } : {}),
    ...(partial.idempotencyKey ? { idempotencyKey: partial.idempotencyKey } : {}),
  };
}
