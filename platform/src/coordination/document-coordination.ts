import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError, type DocumentStore } from '../document-store/document-store.port.js';
import { formatPosition, parsePosition, type GlobalPosition } from '../event-store/position.js';
import type { Coordination, Lease } from './coordination.port.js';

const LEASE_MS = 30_000;
const RENEW_MS = 10_000;

interface LeaseDocument {
  _id: string;
  holder: string;
  expiresAt: number;
}

interface CheckpointDocument {
  _id: string;
  position: string;
}

/**
 * For the KurrentDB profile, where no SQL database is at hand: checkpoints and a lease with an
 * expiry in the (MongoDB) read store. A holder renews well within the expiry; one that died is
 * replaced once its lease runs out.
 */
export class DocumentCoordination implements Coordination {
  private readonly me = randomUUID();
  private readonly renewals = new Set<NodeJS.Timeout>();

  constructor(private readonly store: DocumentStore) {}

  private get leases() {
    return this.store.collection<LeaseDocument>('_leases');
  }

  private async claim(name: string): Promise<boolean> {
    const now = Date.now();
    try {
      const result = await this.leases.updateOne(
        { _id: name, $or: [{ holder: this.me }, { expiresAt: { $lt: now } }] },
        { $set: { holder: this.me, expiresAt: now + LEASE_MS } },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount > 0;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async tryAcquire(name: string): Promise<Lease | null> {
    if (!(await this.claim(name))) return null;
    const timer = setInterval(() => void this.claim(name).catch(() => undefined), RENEW_MS);
    timer.unref();
    this.renewals.add(timer);
    return {
      release: async () => {
        clearInterval(timer);
        this.renewals.delete(timer);
        await this.leases.deleteOne({ _id: name, holder: this.me });
      },
    };
  }

  async loadCheckpoint(name: string): Promise<GlobalPosition | null> {
    const doc = await this.store.collection<CheckpointDocument>('_workflow_checkpoints').findOne({ _id: name });
    return doc ? parsePosition(doc.position) : null;
  }

  async saveCheckpoint(name: string, position: GlobalPosition): Promise<void> {
    await this.store
      .collection<CheckpointDocument>('_workflow_checkpoints')
      .replaceOne({ _id: name }, { _id: name, position: formatPosition(position) }, { upsert: true });
  }

  async close(): Promise<void> {
    for (const timer of this.renewals) clearInterval(timer);
    this.renewals.clear();
  }
}
