import { isDuplicateKeyError, type DocumentStore } from '../document-store/document-store.port.js';

/** The lease document, in the same `_leases` collection and shape as the workflows' lease (ADR 13). */
interface LeaseDocument {
  _id: string;
  holder: string;
  expiresAt: number;
}

export interface LeaseTerms {
  /** Names this process in the lease document (host and pid help whoever reads it). */
  holder: string;
  /** How long a lease lasts without renewal. */
  ttlMs: number;
  /** Milliseconds since the epoch; tests move it by hand. */
  clock: () => number;
}

/**
 * The right to be the one writer of something (a runner's read models, the Kafka relay), as an
 * expiring document in the store it guards. A holder renews well within the expiry; one that died is
 * replaced once its lease runs out, and one that stopped cleanly hands over at once.
 */
export class WriterLease {
  private constructor(
    private readonly store: DocumentStore,
    readonly name: string,
    private readonly terms: LeaseTerms,
    private expiresAt: number,
  ) {}

  /** The lease, when it is free, has run out, or is already this holder's; null while another holds it. */
  static async acquire(store: DocumentStore, name: string, terms: LeaseTerms): Promise<WriterLease | null> {
    const now = terms.clock();
    const expiresAt = now + terms.ttlMs;
    try {
      const result = await leases(store).updateOne(
        { _id: name, $or: [{ holder: terms.holder }, { expiresAt: { $lte: now } }] },
        { $set: { holder: terms.holder, expiresAt } },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount > 0 ? new WriterLease(store, name, terms, expiresAt) : null;
    } catch (error) {
      // The document exists and is another's: the upsert could not take it.
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /** Who holds the lease now, for the logs; null when nobody does. */
  static async holder(store: DocumentStore, name: string): Promise<string | null> {
    return (await leases(store).findOne({ _id: name }))?.holder ?? null;
  }

  /** Whether the lease still runs by this holder's clock: past it, a successor may be writing. */
  held(): boolean {
    return this.terms.clock() < this.expiresAt;
  }

  /**
   * Extends the lease; false once it is lost (another took it after it ran out). While the store
   * cannot be reached, the lease counts as held until the expiry this holder last wrote.
   */
  async renew(): Promise<boolean> {
    const now = this.terms.clock();
    try {
      const result = await leases(this.store).updateOne({ _id: this.name, holder: this.terms.holder }, { $set: { expiresAt: now + this.terms.ttlMs } });
      if (result.matchedCount === 0) return false;
      this.expiresAt = now + this.terms.ttlMs;
      return true;
    } catch {
      return now < this.expiresAt;
    }
  }

  /** Hands the lease back, so another process need not wait for it to run out. */
  async release(): Promise<void> {
    await leases(this.store).deleteOne({ _id: this.name, holder: this.terms.holder });
  }
}

const leases = (store: DocumentStore) => store.collection<LeaseDocument>('_leases');
