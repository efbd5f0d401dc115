import type { Request } from 'express';
import { commandMetadata, type CommandMetadata } from '../commands/command-metadata.js';

const IDEMPOTENCY_KEY = /^[\w:.-]{8,128}$/;

/** Command metadata from an HTTP request: the request id correlates, `Idempotency-Key` makes retries safe. */
export function requestMetadata(request: Request & { id?: unknown }, userId?: string): CommandMetadata {
  const key = request.headers['idempotency-key'];
  const idempotencyKey = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? `${userId ?? 'anonymous'}:${key}` : undefined;
  return commandMetadata({
    ...(request.id ? { correlationId: String(request.id) } : {}),
    ...(userId ? { userId } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}
