import type { ReadSet } from '@khru/platform';
import type { HeaderList } from './security-headers.js';

/** A 200 answer as it was sent, less the headers that belong to one request (its id, the rate limit, the date). */
export interface KeptAnswer {
  headers: HeaderList;
  body: Buffer;
  /** What the answer was built from, each source with the version it read. */
  reads: ReadSet;
  expiresAt: number;
}

export interface AnswerCacheOptions {
  /** How long an answer is kept at most: answers that depend on the clock (a price that changes on a date) follow it within this. */
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
  now?: () => number;
}

/**
 * Answers to anonymous reads, kept while everything they were built from is unchanged (every read model and
 * index read has the version it had) and for at most `ttlMs`. Bounded: the oldest entry goes first.
 */
export class AnswerCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): KeptAnswer | undefined {
    const answer = this.entries.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt > this.now() && answer.reads.isCurrent()) return answer;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps an answer if it was built from tracked reads that all still hold; returns whether it did. */
  keep(key: string, headers: HeaderList, body: Buffer, reads: ReadSet): boolean {
    if (reads.reads.size === 0 || !reads.isCurrent() || body.length > this.options.maxBodyBytes) return false;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { headers, body, reads, expiresAt: this.now() + this.options.ttlMs });
    return true;
  }

  get size(): number {
    return this.entries.size;
  }
}
