import type { Consumer, Kafka } from 'kafkajs';
import type { EventHandler, Subscription } from '../event-store/event-store.port.js';
import { deserializeEvent, type EventFeed } from '../event-store/event-feed.js';
import { DEFAULT_EVENTS_TOPIC } from './kafka-relay.js';

/**
 * The relay's topic as an event feed, for consumers outside Khru's read models (integrations, ADR 31): the
 * projections follow the store's own ordered feed instead. Offsets are committed by the consumer group;
 * `after` is not needed because a consumer skips the stream positions it has already applied.
 */
export class KafkaEventFeed implements EventFeed {
  constructor(
    private readonly kafka: Kafka,
    private readonly groupId: string,
    private readonly topic = DEFAULT_EVENTS_TOPIC,
  ) {}

  subscribe(_after: unknown, handler: EventHandler): Subscription {
    const consumer: Consumer = this.kafka.consumer({ groupId: this.groupId });
    let resolveDone!: () => void;
    let rejectDone!: (error: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    done.catch(() => undefined);
    const started = (async () => {
      await consumer.connect();
      await consumer.subscribe({ topic: this.topic, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          if (!message.value) return;
          await handler(deserializeEvent(message.value.toString('utf8')));
        },
      });
    })();
    started.catch(rejectDone);
    return {
      done,
      async stop() {
        await started.catch(() => undefined);
        await consumer.disconnect();
        resolveDone();
      },
    };
  }
}
