import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store/event-store.port.js';

/** A new event for tests, with fresh id and metadata unless given. */
export function testEvent(type: string, data: object = {}, id: string = randomUUID()): NewEvent {
  return {
    id,
    type,
    data,
    metadata: { correlationId: 'test', causationId: 'test', occurredAt: '2026-01-01T00:00:00.000Z' },
  };
}

export function uniqueStream(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
