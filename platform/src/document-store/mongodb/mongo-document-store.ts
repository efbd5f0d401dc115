import { MongoClient, type Db } from 'mongodb';
import type { BaseDocument, DocumentCollection, DocumentStore } from '../document-store.port.js';

/**
 * Read models in MongoDB. The port is a subset of the driver's `Collection`, so the driver's
 * collection is handed out as it is.
 */
export class MongoDocumentStore implements DocumentStore {
  readonly kind = 'mongodb';

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string, databaseName?: string): Promise<MongoDocumentStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new MongoDocumentStore(client, client.db(databaseName));
  }

  collection<T extends BaseDocument>(name: string): DocumentCollection<T> {
    return this.db.collection(name) as unknown as DocumentCollection<T>;
  }

  async dropAll(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
