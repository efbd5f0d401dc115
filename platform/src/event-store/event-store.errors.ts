import type { ExpectedRevision } from './event-store.port.js';

/** The stream was not at the expected revision: decide again on fresh state. */
export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} expected at ${String(expected)} but was at ${actual ?? 'no stream'}`);
    this.name = 'ConcurrencyError';
  }
}

/** The store cannot be reached or refused to open. */
export class EventStoreUnavailableError extends Error {
  readonly code = 'EVENT_STORE_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EventStoreUnavailableError';
  }
}
