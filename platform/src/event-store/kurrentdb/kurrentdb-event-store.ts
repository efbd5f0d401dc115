import {
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata } from '@khru/contracts';
import type { AppendResult, EventHandler, EventStore, ExpectedRevision, NewEvent, RecordedEvent, SubscribeOptions, Subscription } from '../event-store.port.js';
import { ConcurrencyError } from '../event-store.errors.js';
import { comparePositions, type GlobalPosition } from '../position.js';
import { upcastRecorded } from '../upcast-recorded.js';

const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
};

const COUNT_LIMIT = 100_000;

/** The production event store: KurrentDB (EventStoreDB) through its official gRPC client. */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: e.data as Record<string, unknown>, metadata: e.metadata as unknown as Record<string, unknown> }),
        ),
        { streamState: toStreamState(expected) },
      );
      const position = result.position;
      if (!position) throw new Error('KurrentDB did not return a position for the append');
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) : null;
        throw new ConcurrencyError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: fromRevision === 0 ? START : BigInt(fromRevision), direction: FORWARDS })) {
        const event = this.toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // fromPosition is inclusive: ask for one more and drop the event at `after` itself.
    const reader = this.client.readAll({
      fromPosition: after ?? START,
      maxCount: limit + 1,
      direction: FORWARDS,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reader) {
      const event = this.toRecorded(resolved);
      if (!event || (after && comparePositions(event.position, after) <= 0)) continue;
      events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  subscribe(after: GlobalPosition | null, handler: EventHandler, _options: SubscribeOptions = {}): Subscription {
    const subscription = this.client.subscribeToAll({ fromPosition: after ?? START, filter: excludeSystemEvents() });
    let stopped = false;
    const done = (async () => {
      for await (const resolved of subscription) {
        if (stopped) break;
        const event = this.toRecorded(resolved);
        if (!event || (after && comparePositions(event.position, after) <= 0)) continue;
        await handler(event);
      }
    })();
    done.catch(() => undefined);
    return {
      done,
      async stop() {
        stopped = true;
        await subscription.unsubscribe();
        await done.catch(() => undefined);
      },
    };
  }

  async headPosition(): Promise<GlobalPosition | null> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: excludeSystemEvents() })) {
      const event = this.toRecorded(resolved);
      if (event) return event.position;
    }
    return null;
  }

  /** Counted by reading forward, capped: KurrentDB keeps no cheap count of $all. */
  async countAfter(after: GlobalPosition | null): Promise<number> {
    return (await this.readAll(after, COUNT_LIMIT)).length;
  }

  async ping(): Promise<void> {
    await this.headPosition();
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** Every event read, in its type's current shape (ADR 33). */
  private toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
    const event = resolved.event;
    if (!event || !event.isJson || !event.position) return null;
    return upcastRecorded({
      id: event.id,
      streamId: event.streamId,
      streamPosition: Number(event.revision),
      position: { commit: event.position.commit, prepare: event.position.prepare },
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: event.metadata as unknown as EventMetadata,
      createdAt: event.created.toISOString(),
    });
  }
}
