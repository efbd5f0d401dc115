import type { MembershipResponse } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { learningAccess } from './my-learning-card';

const now = new Date('2026-06-01T00:00:00Z');
const course = { publishedAt: '2025-01-01T00:00:00Z' };
const member = {
  status: 'active',
  accessUntil: '2026-12-01T00:00:00Z',
  periods: [{ start: '2026-01-01T00:00:00Z', end: '2026-12-01T00:00:00Z' }],
} as unknown as MembershipResponse;

describe('learningAccess', () => {
  it('says a course without an end is for good', () => {
    expect(learningAccess(undefined, course, null, now)).toEqual({ kind: 'lifetime' });
  });

  it('gives a dated course its own date', () => {
    expect(learningAccess('2029-03-04T00:00:00Z', course, null, now)).toEqual({ kind: 'until', date: '2029-03-04T00:00:00Z' });
  });

  it('says an ended course is still open through the membership, or has ended', () => {
    expect(learningAccess('2026-01-01T00:00:00Z', course, member, now)).toEqual({ kind: 'membership' });
    expect(learningAccess('2026-01-01T00:00:00Z', course, null, now)).toEqual({ kind: 'expired', date: '2026-01-01T00:00:00Z' });
  });
});
