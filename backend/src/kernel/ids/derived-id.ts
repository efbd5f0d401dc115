import { createHash } from 'node:crypto';

/**
 * A UUID (version-5 shaped) derived from its parts: a stream named by it is the same for every write about
 * the same thing, so the stream itself keeps that thing unique (one review per learner per course, one
 * certificate per learner per course or bundle).
 */
export function derivedId(...parts: string[]): string {
  const hash = createHash('sha1').update(parts.join('\u0000')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
