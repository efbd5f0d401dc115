import { KafkaEventFeed, loadRuntimeConfig, openInfrastructure } from '@khru/platform';
import { Kafka } from 'kafkajs';
import { ALL_PROJECTIONS } from './all-projections.js';
import { ProjectionRunner } from './runner/projection-runner.js';
import { serviceLogger, stopOnSignals } from './service/service-process.js';

/**
 * The projections service of the production profile: reads committed events from Kafka (or straight
 * from the event store when KAFKA_BROKERS is unset) into the read store, from its checkpoint.
 */
const log = serviceLogger('projections');

const config = loadRuntimeConfig();
const infra = await openInfrastructure(config, (error) => {
  log('fatal', 'data directory lock lost', { error: error.message });
  process.exit(1);
});
const feed =
  config.kafkaBrokers.length > 0
    ? new KafkaEventFeed(new Kafka({ clientId: 'khru-projections', brokers: config.kafkaBrokers }), 'khru-projections')
    : infra.eventStore;
const runner = new ProjectionRunner({
  name: 'read-models',
  feed,
  store: infra.documentStore,
  projections: ALL_PROJECTIONS,
  logger: { info: (msg, d) => log('info', msg, d), error: (msg, d) => log('error', msg, d) },
});
await runner.start();
log('info', 'projections running', { feed: config.kafkaBrokers.length > 0 ? 'kafka' : infra.eventStore.kind, readStore: infra.documentStore.kind });
stopOnSignals(
  () => runner.stop(),
  () => infra.close(),
);
