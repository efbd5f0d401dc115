/** Metadata every event carries: who caused it and how it relates to other messages. */
export interface EventMetadata {
  userId?: string;
  correlationId: string;
  causationId: string;
  idempotencyKey?: string;
  /** Instant the command was decided (ISO 8601), from the command's clock. */
  occurredAt: string;
  /** The version of its type's shape the data was written in; absent: 1 (ADR 33, `@khru/contracts/event-versions`). */
  schemaVersion?: number;
}

/** A domain event as deciders produce it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

/** The type union of a stream's events, as produced by its decider. */
export type EventOf<E extends DomainEvent> = E['type'];
