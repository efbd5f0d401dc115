import { MemoryCollection, MemoryDocumentStore, type BaseDocument, type RecordedEvent } from '@khru/platform';
import type { DocumentProjection } from '../projection.js';
import { applyProjection } from '../runner/apply-projection.js';

/** Freezes a stored document all the way down, so a projection that changes its input throws. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * Applies the events to a fresh store, reads the document, applies them all again and reads it
 * once more: a projection guarded by position must answer the same document both times. Stored
 * documents are frozen after every event: the runner hands projections the stored document itself,
 * so a projection must never change it.
 */
export async function documentBeforeAndAfterReplay<D extends BaseDocument>(
  projection: DocumentProjection<D>,
  events: RecordedEvent[],
  documentId: string,
): Promise<{ once: D | null; twice: D | null }> {
  const store = new MemoryDocumentStore();
  const collection = store.collection<D>(projection.collection) as unknown as MemoryCollection<D>;
  const read = () => store.collection<D>(projection.collection).findOne({ _id: documentId });
  const apply = async (event: RecordedEvent) => {
    await applyProjection(store, projection, event);
    for (const doc of collection.documents()) deepFreeze(doc);
  };
  for (const event of events) await apply(event);
  const once = await read();
  for (const event of events) await apply(event);
  return { once, twice: await read() };
}
