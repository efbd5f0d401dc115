import { createHash, randomUUID } from 'node:crypto';

/**
 * A UUID derived from an idempotency key and the event's index in its command's output, so that a
 * retried command produces the same ids and the store appends nothing twice.
 */
export function deterministicEventId(idempotencyKey: string, index: number): string {
  const hash = createHash('sha1').update(`${idempotencyKey}\u0000${index}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function newEventId(idempotencyKey: string | undefined, index: number): string {
  return idempotencyKey ? deterministicEventId(idempotencyKey, index) : randomUUID();
}
