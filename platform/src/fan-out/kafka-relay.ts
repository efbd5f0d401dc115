import type { Kafka, Producer } from 'kafkajs';
import type { EventStore, Subscription } from '../event-store/event-store.port.js';
import { serializeEvent } from '../event-store/event-feed.js';
import type { GlobalPosition } from '../event-store/position.js';

export const DEFAULT_EVENTS_TOPIC = 'khru.events';

/**
 * Publishes every committed event to a topic keyed by stream id, so one stream's events stay in one
 * partition, in order. At-least-once: the checkpoint is saved after the broker acknowledged the event,
 * and consumers are idempotent by position.
 */
export class KafkaEventRelay {
  private producer: Producer | null = null;
  private subscription: Subscription | null = null;

  constructor(
    private readonly kafka: Kafka,
    private readonly store: EventStore,
    private readonly checkpoint: { load(): Promise<GlobalPosition | null>; save(position: GlobalPosition): Promise<void> },
    private readonly topic = DEFAULT_EVENTS_TOPIC,
  ) {}

  async start(): Promise<void> {
    this.producer = this.kafka.producer({ allowAutoTopicCreation: true });
    await this.producer.connect();
    const producer = this.producer;
    this.subscription = this.store.subscribe(await this.checkpoint.load(), async (event) => {
      await producer.send({
        topic: this.topic,
        acks: -1,
        messages: [{ key: event.streamId, value: serializeEvent(event), headers: { type: event.type } }],
      });
      await this.checkpoint.save(event.position);
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    await this.producer?.disconnect();
  }
}
