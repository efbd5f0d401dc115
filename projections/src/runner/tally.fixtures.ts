import type { DocumentStore, RecordedEvent } from '@khru/platform';
import type { DocumentProjection, UpdatesProjection } from '../projection.js';
import { applyProjection } from './apply-projection.js';

export interface Tally {
  _id: string;
  seen: number[];
}

/** A document per key listing every event applied to it, in order: a lost or repeated update shows. */
export const tally: DocumentProjection<Tally> = {
  kind: 'document',
  name: 'tally',
  collection: 'tallies',
  handles: ['Counted', 'Closed'],
  documentId: (event) => String(event.data.key),
  evolve: (doc, event) => (event.type === 'Closed' ? null : { _id: String(event.data.key), seen: [...(doc?.seen ?? []), Number(event.data.n)] }),
};

/** An aggregate that events of every stream add to, as the reports keep them. */
export const totals: UpdatesProjection = {
  kind: 'updates',
  name: 'totals',
  collection: 'totals',
  handles: ['Counted'],
  updates: (event) => [{ filter: { _id: 'all' }, update: { $inc: { count: 1, sum: Number(event.data.n) } }, upsert: true }],
};

/** The n-th event of the feed (its global position is n), counting for `key` or closing it. */
export const event = (n: number, type: 'Counted' | 'Closed' = 'Counted', key = 'k'): RecordedEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  streamId: `counter-${key}`,
  streamPosition: n,
  position: { commit: 1n, prepare: BigInt(n) },
  type,
  data: { key, n },
  metadata: { correlationId: 'c', causationId: 'c', occurredAt: '2026-11-01T00:00:00.000Z' },
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** One writer's pass over part of the feed, in order, as the runner makes it. */
export async function applyAll(store: DocumentStore, events: RecordedEvent[]): Promise<void> {
  for (const e of events) {
    await applyProjection(store, tally, e);
    await applyProjection(store, totals, e);
  }
}

/** The read models without their positions. */
export async function readModels(store: DocumentStore, keys: string[]): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const key of keys) result[key] = await store.collection<Tally>('tallies').findOne({ _id: key }, { projection: { seen: 1 } });
  result.totals = await store.collection('totals').findOne({ _id: 'all' }, { projection: { count: 1, sum: 1 } });
  return result;
}
