import {
  formatPosition,
  isDuplicateKeyError,
  MemoryCollection,
  type BaseDocument,
  type DocumentStore,
  type RecordedEvent,
  type StoredDocument,
} from '@khru/platform';
import { POSITIONS_FIELD, type DocumentProjection, type Projection, type UpdatesProjection } from '../projection.js';
import { applyWithCompareAndSet } from './compare-and-set.js';

type Positioned = BaseDocument & { [POSITIONS_FIELD]?: Record<string, string> };

/**
 * Applies one event to one projection's read model. Guarded by the position stored on each document,
 * so applying an event a second time changes nothing; in a shared store every write names that
 * position in its filter, so no writer replaces a newer document (ADR 31).
 */
export async function applyProjection(store: DocumentStore, projection: Projection, event: RecordedEvent): Promise<void> {
  if (!projection.handles.includes(event.type)) return;
  const position = formatPosition(event.position);
  if (projection.kind === 'document') await applyDocument(store, projection as DocumentProjection<Positioned>, event, position);
  else await applyUpdates(store, projection, event, position);
}

async function applyDocument(store: DocumentStore, projection: DocumentProjection<Positioned>, event: RecordedEvent, position: string): Promise<void> {
  const id = projection.documentId(event);
  if (id === null) return;
  const collection = store.collection<Positioned>(projection.collection);
  if (collection instanceof MemoryCollection) applyInMemory(collection as MemoryCollection<Positioned>, projection, event, id, position);
  else await applyWithCompareAndSet(collection, projection, event, id, position);
}

/** Updates carry the position guard in their filter: a document that has seen this event, or a later one, is left alone. */
async function applyUpdates(store: DocumentStore, projection: UpdatesProjection, event: RecordedEvent, position: string): Promise<void> {
  const collection = store.collection<Positioned>(projection.collection);
  const field = `${POSITIONS_FIELD}.${projection.name}`;
  for (const { filter, update, upsert, many } of projection.updates(event)) {
    const guarded = { $and: [filter, { $or: [{ [field]: { $exists: false } }, { [field]: { $lt: position } }] }] };
    const stamped = { ...update, $set: { ...update.$set, [field]: position } };
    try {
      if (many) await collection.updateMany(guarded, stamped, { upsert: upsert ?? false });
      else await collection.updateOne(guarded, stamped, { upsert: upsert ?? false });
    } catch (error) {
      // The upsert met the document it already updated for this event: a replay, nothing to do.
      if (!(upsert && isDuplicateKeyError(error))) throw error;
    }
  }
}

/**
 * The same, on a collection in this process's memory: the stored document is read and replaced
 * without deep copies (a projection never changes the document it is given), which is most of the
 * cost of a rebuild.
 */
function applyInMemory(
  collection: MemoryCollection<Positioned>,
  projection: DocumentProjection<Positioned>,
  event: RecordedEvent,
  id: string,
  position: string,
): void {
  const current = collection.peek(id) as Positioned | undefined;
  const applied = current?.[POSITIONS_FIELD]?.[projection.name];
  if (applied !== undefined && applied >= position) return;
  const { [POSITIONS_FIELD]: _positions, ...plain } = current ?? ({} as Positioned);
  const next = projection.evolve(current ? (plain as Positioned) : null, event);
  if (next === null) {
    if (current) collection.remove(id);
    return;
  }
  collection.put({ ...next, _id: id, [POSITIONS_FIELD]: { [projection.name]: position } } as unknown as StoredDocument);
}
