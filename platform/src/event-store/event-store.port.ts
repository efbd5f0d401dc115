import type { EventMetadata } from '@khru/contracts';
import type { GlobalPosition } from './position.js';

/** `no_stream`: the stream must not exist; `stream_exists`: it must; `any`: no check; a number: the exact last revision. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface NewEvent {
  /** UUID; retrying an append with the same ids appends nothing twice. */
  id: string;
  type: string;
  data: object;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** 0-based revision of the event within its stream. */
  streamPosition: number;
  position: GlobalPosition;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  createdAt: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: GlobalPosition;
}

export type EventHandler = (event: RecordedEvent) => Promise<void>;

export interface Subscription {
  /** Stops after the event being handled; resolves once the loop has ended. */
  stop(): Promise<void>;
  /** Settles when the loop ends: resolves on stop, rejects when the handler threw. */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  batchSize?: number;
  /** How long to wait before asking again when the feed is drained. */
  pollIntervalMs?: number;
}

/** The event store port (design section 5). */
export interface EventStore {
  readonly kind: string;
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** A stream's events in order, from revision `fromRevision` (0: the whole stream). */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `after` (null: from the start), in global order. */
  readAll(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live events, calling the handler once per event, in order. */
  subscribe(after: GlobalPosition | null, handler: EventHandler, options?: SubscribeOptions): Subscription;
  /** Position of the last event a subscriber can read now; null for an empty store. */
  headPosition(): Promise<GlobalPosition | null>;
  /** How many readable events lie after `after`. */
  countAfter(after: GlobalPosition | null): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
