import { formatPosition, isDuplicateKeyError, parsePosition, type DocumentStore, type GlobalPosition } from '@khru/platform';

interface CheckpointDocument {
  _id: string;
  position: string;
  updatedAt: string;
}

/** Checkpoints live with the read models (design section 6). */
export class CheckpointStore {
  constructor(private readonly store: DocumentStore) {}

  private get collection() {
    return this.store.collection<CheckpointDocument>('_checkpoints');
  }

  async load(name: string): Promise<GlobalPosition | null> {
    const doc = await this.collection.findOne({ _id: name });
    return doc ? parsePosition(doc.position) : null;
  }

  /**
   * Moves the checkpoint forward, never back: a writer that outlived its lease may save after its
   * successor (ADR 31). Start again from an earlier place by deleting the checkpoint.
   */
  async save(name: string, position: GlobalPosition, now: Date = new Date()): Promise<void> {
    const formatted = formatPosition(position);
    try {
      await this.collection.updateOne(
        { _id: name, $or: [{ position: { $exists: false } }, { position: { $lt: formatted } }] },
        { $set: { position: formatted, updatedAt: now.toISOString() } },
        { upsert: true },
      );
    } catch (error) {
      // A checkpoint at or past this position is already there.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
