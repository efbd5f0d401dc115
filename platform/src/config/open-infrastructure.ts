import { join } from 'node:path';
import type { Coordination } from '../coordination/coordination.port.js';
import { DocumentCoordination } from '../coordination/document-coordination.js';
import { SqlCoordination } from '../coordination/sql-coordination.js';
import { MemorySandboxRecords, SqlSandboxRecords, type SandboxRecords } from '../payments/sandbox-records.js';
import { lockDataDir, type DataDirLock } from '../data-dir/data-dir-lock.js';
import type { DocumentStore } from '../document-store/document-store.port.js';
import { openDocumentStore } from '../document-store/open-document-store.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { openEventStore } from '../event-store/open-event-store.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import type { FileStore } from '../file-store/file-store.port.js';
import { openFileStore } from '../file-store/open-file-store.js';
import { MiniSearchIndex } from '../search/minisearch-search-index.js';
import { TrackedSearchIndex } from '../read-tracking/tracked-search-index.js';
import type { SearchIndex } from '../search/search-index.port.js';
import { FolderMailer } from '../mail/folder-mailer.js';
import type { MailOutbox, Mailer } from '../mail/mailer.port.js';
import type { RuntimeConfig } from './runtime-config.js';

export interface Infrastructure {
  eventStore: EventStore;
  documentStore: DocumentStore;
  mailer: Mailer;
  /** Present for the embedded mailer only: what it kept. */
  mailOutbox: MailOutbox | null;
  fileStore: FileStore;
  /** Kept in this process and rebuilt from the event feed at start (design.md section 9). */
  searchIndex: SearchIndex;
  /** The lease and checkpoints of the one runner of workflows and deadlines. */
  coordination: Coordination;
  /** The sandbox payment provider's records, shared by the replicas (ADR 30). */
  sandboxRecords: SandboxRecords;
  close(): Promise<void>;
}

/**
 * Opens the stores the configuration names. The embedded event store (PGlite) takes the data
 * directory's lock first: a second process on the same directory would corrupt it.
 */
export async function openInfrastructure(
  config: Pick<RuntimeConfig, 'eventStore' | 'databaseUrl' | 'kurrentdbUrl' | 'readStore' | 'mongodbUrl' | 'dataDir' | 'smtpUrl' | 'mailFrom' | 's3'>,
  onLockCompromised: (error: Error) => void,
): Promise<Infrastructure> {
  let lock: DataDirLock | null = null;
  const embedded = config.eventStore === 'postgres' && !config.databaseUrl;
  if (embedded) lock = await lockDataDir(config.dataDir, onLockCompromised);
  try {
    const eventStore = await openEventStore(
      config.eventStore === 'kurrentdb'
        ? { kind: 'kurrentdb', url: config.kurrentdbUrl! }
        : config.databaseUrl
          ? { kind: 'postgres', databaseUrl: config.databaseUrl }
          : { kind: 'postgres', pgliteDir: join(config.dataDir, 'eventstore') },
    );
    const documentStore = await openDocumentStore(config.readStore === 'mongodb' ? { kind: 'mongodb', url: config.mongodbUrl! } : { kind: 'memory' });
    const coordination =
      eventStore instanceof PostgresEventStore
        ? await SqlCoordination.open(eventStore.database, config.databaseUrl ?? null)
        : new DocumentCoordination(documentStore);
    const sandboxRecords = eventStore instanceof PostgresEventStore ? await SqlSandboxRecords.open(eventStore.database) : new MemorySandboxRecords();
    const folderMailer = config.smtpUrl ? null : new FolderMailer(join(config.dataDir, 'mail'));
    // nodemailer is loaded only when mail goes out by SMTP.
    const mailer = folderMailer ?? new (await import('../mail/smtp-mailer.js')).SmtpMailer(config.smtpUrl!, config.mailFrom);
    return {
      eventStore,
      documentStore,
      mailer,
      mailOutbox: folderMailer,
      fileStore: await openFileStore(config),
      searchIndex: new TrackedSearchIndex(new MiniSearchIndex()),
      coordination,
      sandboxRecords,
      async close() {
        await coordination.close().catch(() => undefined);
        await documentStore.close().catch(() => undefined);
        await eventStore.close().catch(() => undefined);
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
