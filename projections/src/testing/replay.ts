import { MemoryDocumentStore, type BaseDocument, type RecordedEvent } from '@khru/platform';
import type { DocumentProjection } from '../projection.js';
import { applyProjection } from '../runner/apply-projection.js';

/**
 * Applies the events to a fresh store, reads the document, applies them all again and reads it
 * once more: a projection guarded by position must answer the same document both times.
 */
export async function documentBeforeAndAfterReplay<D extends BaseDocument>(
  projection: DocumentProjection<D>,
  events: RecordedEvent[],
  documentId: string,
): Promise<{ once: D | null; twice: D | null }> {
  const store = new MemoryDocumentStore();
  const read = () => store.collection<D>(projection.collection).findOne({ _id: documentId });
  for (const event of events) await applyProjection(store, projection, event);
  const once = await read();
  for (const event of events) await applyProjection(store, projection, event);
  return { once, twice: await read() };
}
