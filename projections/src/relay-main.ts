import { KafkaEventRelay, loadRuntimeConfig, openInfrastructure } from '@khru/platform';
import { Kafka } from 'kafkajs';
import { CheckpointStore } from './runner/checkpoint-store.js';
import { processLeaseTerms, serviceLogger, serviceRunnerLogger, sharedStoresProblem, stopOnSignals } from './service/service-process.js';
import { SingleWriter } from './service/single-writer.js';

/**
 * The relay of the production profile: publishes committed events to Kafka for consumers outside Khru,
 * keyed by stream, in the store's order (ADR 31). One instance at a time, by a lease; others stand by.
 */
const log = serviceLogger('relay');
const logger = serviceRunnerLogger(log);
const config = loadRuntimeConfig();
const problem = config.kafkaBrokers.length === 0 ? 'set KAFKA_BROKERS' : sharedStoresProblem(config);
if (problem) {
  log('fatal', `the relay cannot run here: ${problem}`);
  process.exit(2);
}
const infra = await openInfrastructure(config, (error) => {
  log('fatal', 'data directory lock lost', { error: error.message });
  process.exit(1);
});
const kafka = new Kafka({ clientId: 'khru-relay', brokers: config.kafkaBrokers });
const checkpoints = new CheckpointStore(infra.documentStore);
const writer = new SingleWriter({
  store: infra.documentStore,
  lease: 'kafka-relay',
  terms: processLeaseTerms(),
  work: () =>
    new KafkaEventRelay(kafka, infra.eventStore, {
      load: () => checkpoints.load('kafka-relay'),
      save: (position) => checkpoints.save('kafka-relay', position),
    }),
  logger,
});
writer.start();
log('info', 'relay started', { eventStore: infra.eventStore.kind });
stopOnSignals(
  () => writer.stop(),
  () => infra.close(),
);
