import { KafkaEventRelay, loadRuntimeConfig, openInfrastructure } from '@khru/platform';
import { Kafka } from 'kafkajs';
import { CheckpointStore } from './runner/checkpoint-store.js';
import { serviceLogger, stopOnSignals } from './service/service-process.js';

/** The relay of the production profile: one instance publishes committed events to Kafka. */
const log = serviceLogger('relay');
const config = loadRuntimeConfig();
if (config.kafkaBrokers.length === 0) {
  log('fatal', 'KAFKA_BROKERS is required for the relay');
  process.exit(1);
}
const infra = await openInfrastructure(config, (error) => {
  log('fatal', 'data directory lock lost', { error: error.message });
  process.exit(1);
});
const checkpoints = new CheckpointStore(infra.documentStore);
const relay = new KafkaEventRelay(new Kafka({ clientId: 'khru-relay', brokers: config.kafkaBrokers }), infra.eventStore, {
  load: () => checkpoints.load('kafka-relay'),
  save: (position) => checkpoints.save('kafka-relay', position),
});
await relay.start();
log('info', 'relaying committed events to Kafka');
stopOnSignals(
  () => relay.stop(),
  () => infra.close(),
);
