import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import type { GlobalPosition, RecordedEvent } from '../index.js';
import { openPgliteDatabase } from '../event-store/postgres/pglite-database.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { testEvent, uniqueStream } from '../testing/events.js';
import { KafkaEventFeed } from './kafka-event-feed.js';
import { KafkaEventRelay } from './kafka-relay.js';

const brokers = process.env.KAFKA_BROKERS?.split(',').filter(Boolean) ?? [];

if (brokers.length === 0) {
  describe('Kafka fan-out contract', () => {
    it.skip('skipped: set KAFKA_BROKERS to run it against Kafka', () => undefined);
  });
} else {
  describe('Kafka fan-out contract', () => {
    it('relays every committed event, keyed by stream, and the feed delivers each stream in order', async () => {
      const store = await PostgresEventStore.open(await openPgliteDatabase());
      const kafka = new Kafka({ clientId: 'khru-test', brokers });
      const topic = `khru-test-${randomUUID()}`;
      let checkpoint: GlobalPosition | null = null;
      const relay = new KafkaEventRelay(kafka, store, { load: async () => checkpoint, save: async (p) => void (checkpoint = p) }, topic);
      const streams = [uniqueStream(), uniqueStream()];
      for (const stream of streams) {
        await store.append(
          stream,
          [...Array(5).keys()].map((i) => testEvent('Step', { i })),
          'no_stream',
        );
      }
      await relay.start();
      const seen: RecordedEvent[] = [];
      let release!: () => void;
      const all = new Promise<void>((r) => (release = r));
      const feed = new KafkaEventFeed(kafka, `khru-test-${randomUUID()}`, topic).subscribe(null, async (e) => {
        seen.push(e);
        if (seen.length === 10) release();
      });
      await all;
      await feed.stop();
      await relay.stop();
      await store.close();
      for (const stream of streams) {
        expect(seen.filter((e) => e.streamId === stream).map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
      }
    });
  });
}
