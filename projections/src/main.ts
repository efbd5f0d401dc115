import { loadRuntimeConfig, openInfrastructure } from '@khru/platform';
import { ALL_PROJECTIONS } from './all-projections.js';
import { ProjectionRunner, READ_MODELS_RUNNER } from './runner/projection-runner.js';
import { processLeaseTerms, serviceLogger, serviceRunnerLogger, sharedStoresProblem, stopOnSignals } from './service/service-process.js';
import { SingleWriter } from './service/single-writer.js';

/**
 * The projections service of the production profile: the one writer of the read models in MongoDB
 * (ADR 31). It applies the event store's own ordered feed (KurrentDB's `$all`, PostgreSQL's feed) from
 * its checkpoint while it holds the lease; other instances stand by and take over when it goes.
 */
const log = serviceLogger('projections');
const logger = serviceRunnerLogger(log);

const config = loadRuntimeConfig();
const problem = sharedStoresProblem(config);
if (problem) {
  log('fatal', `the projections service cannot run here: ${problem}`);
  process.exit(2);
}
const infra = await openInfrastructure(config, (error) => {
  log('fatal', 'data directory lock lost', { error: error.message });
  process.exit(1);
});
const writer = new SingleWriter({
  store: infra.documentStore,
  lease: `projections:${READ_MODELS_RUNNER}`,
  terms: processLeaseTerms(),
  work: (mayWrite) =>
    new ProjectionRunner({
      name: READ_MODELS_RUNNER,
      feed: infra.eventStore,
      store: infra.documentStore,
      projections: ALL_PROJECTIONS,
      // API replicas answer `?after=` from this checkpoint: it follows the last event within a tenth of a second.
      checkpointIntervalMs: 100,
      logger,
      mayWrite,
      onFeedStopped: () => {
        // The store went away under the subscription, or the lease ran out first: exit, and a restarted instance resumes from the checkpoint.
        log('fatal', 'stopped writing the read models');
        process.exit(1);
      },
    }),
  logger,
});
writer.start();
log('info', 'projections service started', { eventStore: infra.eventStore.kind, readStore: infra.documentStore.kind });
stopOnSignals(
  () => writer.stop(),
  () => infra.close(),
);
