import type { DomainEvent } from '@khru/contracts';
import { upcastRecorded, type RecordedEvent } from '@khru/platform';

let counter = 0;

/**
 * A recorded event for projection specs, as the store hands it over: written with no version (so an older shape given
 * here reaches the projection upcast, ADR 33); each call gets the next global position unless given.
 */
export function recorded(event: DomainEvent, options: { streamId?: string; position?: bigint; occurredAt?: string } = {}): RecordedEvent {
  counter += 1;
  const position = options.position ?? BigInt(counter);
  return upcastRecorded({
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    streamId: options.streamId ?? 'test-1',
    streamPosition: 0,
    position: { commit: 1n, prepare: position },
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: { correlationId: 'c', causationId: 'c', occurredAt: options.occurredAt ?? '2026-11-01T00:00:00.000Z' },
    createdAt: options.occurredAt ?? '2026-11-01T00:00:00.000Z',
  });
}
