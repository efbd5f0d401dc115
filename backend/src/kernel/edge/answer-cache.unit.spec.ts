import { describe, expect, it } from '@jest/globals';
import { ReadSet, trackReads, noteRead, type VersionedSource } from '@khru/platform';
import { AnswerCache } from './answer-cache.js';

const source = (): VersionedSource & { version: number } => ({ version: 0 });

function readsOf(...sources: VersionedSource[]): ReadSet {
  const reads = new ReadSet();
  trackReads(reads, () => sources.forEach(noteRead));
  return reads;
}

describe('the answer cache', () => {
  const body = Buffer.from('{"data":[]}');

  it('gives a kept answer back while everything it read is unchanged and its time is not up', () => {
    let now = 1_000;
    const cache = new AnswerCache({ ttlMs: 1_000, maxEntries: 10, maxBodyBytes: 1024, now: () => now });
    const courses = source();
    expect(cache.keep('GET /a', [['content-type', 'application/json']], body, readsOf(courses))).toBe(true);
    expect(cache.get('GET /a')?.body).toBe(body);
    now += 999;
    expect(cache.get('GET /a')).toBeDefined();
    now += 1;
    expect(cache.get('GET /a')).toBeUndefined();
  });

  it('drops an answer as soon as one source it read changes', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxEntries: 10, maxBodyBytes: 1024 });
    const courses = source();
    const categories = source();
    cache.keep('GET /a', [], body, readsOf(courses, categories));
    categories.version += 1;
    expect(cache.get('GET /a')).toBeUndefined();
  });

  it('keeps nothing built from no tracked read, from a read that changed meanwhile, or too large', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxEntries: 10, maxBodyBytes: 4 });
    const courses = source();
    expect(cache.keep('GET /none', [], Buffer.from('{}'), new ReadSet())).toBe(false);
    const reads = readsOf(courses);
    courses.version += 1;
    expect(cache.keep('GET /moved', [], Buffer.from('{}'), reads)).toBe(false);
    expect(cache.keep('GET /large', [], body, readsOf(courses))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('lets the oldest answer go when it is full', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxEntries: 2, maxBodyBytes: 1024 });
    const courses = source();
    for (const key of ['a', 'b', 'c']) cache.keep(key, [], body, readsOf(courses));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
