import { formatPosition, parsePosition, type DocumentStore, type GlobalPosition } from '@khru/platform';

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

  async save(name: string, position: GlobalPosition, now: Date = new Date()): Promise<void> {
    await this.collection.replaceOne({ _id: name }, { _id: name, position: formatPosition(position), updatedAt: now.toISOString() }, { upsert: true });
  }
}
