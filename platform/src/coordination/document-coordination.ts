import { randomUUID } from 'node:crypto';
import type { DocumentStore } from '../document-store/document-store.port.js';
import { formatPosition, parsePosition, type GlobalPosition } from '../event-store/position.js';
import type { Coordination, Lease } from './coordination.port.js';
import { WriterLease } from './writer-lease.js';

const LEASE_MS = 30_000;
const RENEW_MS = 10_000;

interface CheckpointDocument {
  _id: string;
  position: string;
}

/**
 * For the KurrentDB profile, where no SQL database is at hand: checkpoints and a lease with an
 * expiry in the (MongoDB) read store, the same `WriterLease` the projections service holds. A holder
 * renews well within the expiry; one that died is replaced once its lease runs out.
 */
export class DocumentCoordination implements Coordination {
  private readonly me = randomUUID();
  private readonly renewals = new Set<NodeJS.Timeout>();

  constructor(private readonly store: DocumentStore) {}

  async tryAcquire(name: string): Promise<Lease | null> {
    const lease = await WriterLease.acquire(this.store, name, { holder: this.me, ttlMs: LEASE_MS, clock: Date.now });
    if (!lease) return null;
    const timer = setInterval(() => void lease.renew().catch(() => undefined), RENEW_MS);
    timer.unref();
    this.renewals.add(timer);
    return {
      release: async () => {
        clearInterval(timer);
        this.renewals.delete(timer);
        await lease.release();
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
