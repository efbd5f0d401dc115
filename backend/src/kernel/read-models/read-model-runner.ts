import { ConfigError, type Infrastructure, type RuntimeConfig } from '@khru/platform';
import { ALL_PROJECTIONS, ProjectionRunner, READ_MODELS_RUNNER } from '@khru/projections';
import { runnerLogger } from '../logging/runner-logger.js';
import { snapshotSettings } from '../snapshots/snapshot-settings.js';

/** How often a replica reads the projections service's checkpoint: `?after=` waits on it. */
const FOLLOW_INTERVAL_MS = 50;

/**
 * The read models as this process sees them (design.md section 3). In memory, each process folds them
 * from the feed itself, starting from its snapshot. In MongoDB the projections service is their one
 * writer (ADR 31): this process only reads them, and waits on the service's checkpoint.
 */
export async function readModelRunner(
  config: Pick<RuntimeConfig, 'readStore' | 'eventStore' | 'databaseUrl' | 'dataDir' | 's3'>,
  infrastructure: Pick<Infrastructure, 'eventStore' | 'documentStore' | 'fileStore'>,
): Promise<ProjectionRunner> {
  const logger = runnerLogger('Projections');
  if (config.readStore === 'memory') {
    return new ProjectionRunner({
      name: READ_MODELS_RUNNER,
      feed: infrastructure.eventStore,
      store: infrastructure.documentStore,
      projections: ALL_PROJECTIONS,
      snapshot: await snapshotSettings(config, infrastructure.fileStore, 'read-models'),
      logger,
    });
  }
  if (config.eventStore === 'postgres' && !config.databaseUrl) {
    throw new ConfigError([
      'READ_STORE=mongodb needs an event store the projections service can read too: set DATABASE_URL or EVENT_STORE=kurrentdb (PGlite belongs to one process)',
    ]);
  }
  return new ProjectionRunner({ name: READ_MODELS_RUNNER, store: infrastructure.documentStore, follows: { pollIntervalMs: FOLLOW_INTERVAL_MS }, logger });
}
