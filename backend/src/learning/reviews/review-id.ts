import { createHash } from 'node:crypto';

/**
 * A learner's review of a course has one id, a UUID (version-5 shaped) derived from both: its stream
 * is then the same for every write, so the stream itself keeps one review per learner per course.
 */
export function reviewIdOf(courseId: string, userId: string): string {
  const hash = createHash('sha1').update(`review\u0000${courseId}\u0000${userId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
