import { CheckpointStore } from './runner/checkpoint-store.js';
import { KafkaEventRelay, loadRuntimeConfig, openInfrastructure } from '@khru/platform';
import { Kafka } from 'kafkajs';

/** The relay of the production profile: one instance publishes committed events to Kafka. */
const config = loadRuntimeConfig();
if (config.kafkaBrokers.length === 0) {
  console.error('KAFKA_BROKERS is required for the relay');
  process.exit(1);
}
const infra = await openInfrastructure(config, () => process.exit(1));
const checkpoints = new CheckpointStore(infra.documentStore);
const relay = new KafkaEventRelay(new Kafka({ clientId: 'khru-relay', brokers: config.kafkaBrokers }), infra.eventStore, {
  load: () => checkpoints.load('kafka-relay'),
  save: (position) => checkpoints.save('kafka-relay', position),
});
await relay.start();
console.log(JSON.stringify({ level: 'info', service: 'relay', msg: 'relaying committed events to Kafka' }));
const shutdown = async () => {
  await relay.stop();
  await infra.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
