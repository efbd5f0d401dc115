import { isDuplicateKeyError, type BaseDocument, type DocumentCollection, type RecordedEvent } from '@khru/platform';
import { POSITIONS_FIELD, type DocumentProjection } from '../projection.js';

type Positioned = BaseDocument & { [POSITIONS_FIELD]?: Record<string, string> };

/** Each retry follows a write by another writer: past this many, something is wrong, and the runner records a failure. */
const MAX_ATTEMPTS = 8;

/**
 * Applies one event to one document of a shared store (MongoDB): read, evolve, write back only if the
 * document still holds the position that was read. A writer that read an older version (two writers
 * during a lease handover) never replaces a newer one: it reads again, and either finds the event
 * applied or applies it to what is there now.
 */
export async function applyWithCompareAndSet(
  collection: DocumentCollection<Positioned>,
  projection: DocumentProjection<Positioned>,
  event: RecordedEvent,
  id: string,
  position: string,
): Promise<void> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const current = await collection.findOne({ _id: id });
    const applied = current?.[POSITIONS_FIELD]?.[projection.name];
    if (applied !== undefined && applied >= position) return;
    const { [POSITIONS_FIELD]: _positions, ...plain } = current ?? ({} as Positioned);
    const next = projection.evolve(current ? (plain as Positioned) : null, event);
    const stamped = next && ({ ...next, _id: id, [POSITIONS_FIELD]: { [projection.name]: position } } as Positioned);
    if (await writeIfUnchanged(collection, id, current, `${POSITIONS_FIELD}.${projection.name}`, applied, stamped)) return;
  }
  throw new Error(`Document ${id} of ${projection.name} kept changing under another writer`);
}

/** Writes `next` (null deletes) in place of `current`, unless another writer changed it since; true when done. */
async function writeIfUnchanged(
  collection: DocumentCollection<Positioned>,
  id: string,
  current: Positioned | null,
  field: string,
  applied: string | undefined,
  next: Positioned | null,
): Promise<boolean> {
  if (!current) {
    if (!next) return true;
    try {
      await collection.insertOne(next);
      return true;
    } catch (error) {
      // Another writer inserted it first.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
  const unchanged = { _id: id, [field]: applied ?? { $exists: false } };
  if (!next) return (await collection.deleteOne(unchanged)).deletedCount === 1;
  return (await collection.replaceOne(unchanged, next)).matchedCount === 1;
}
