import { COURSE_STATUS, type CourseProgressStatus, type UserResponse } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { statusLookup } from './use-status-lookup';

const user = {
  purchasedCourseIds: ['held', 'started', 'done', 'ended', 'b1', 'b2'],
  purchasedCoursesExpiry: { ended: '2020-01-01T00:00:00Z' },
  purchasedBundleCertificateIds: ['bought'],
} as unknown as UserResponse;
const progress = new Map<string, CourseProgressStatus>([
  ['started', 'IN_PROGRESS'],
  ['done', 'COMPLETED'],
  ['b1', 'COMPLETED'],
]);

describe('the badges a learner sees', () => {
  it('gives a visitor no status at all', () => {
    const lookup = statusLookup(undefined, progress);
    expect(lookup.course('done')).toBeUndefined();
    expect(lookup.bundle({ id: 'bought', courseIds: ['b1'] })).toBeUndefined();
  });

  it.each([
    ['a course never bought', 'other', COURSE_STATUS.NOT_PURCHASED],
    ['a held course never opened', 'held', COURSE_STATUS.NOT_STARTED],
    ['a held course being studied', 'started', COURSE_STATUS.IN_PROGRESS],
    ['a completed course', 'done', COURSE_STATUS.COMPLETED],
    ['a course whose access ended before it was started', 'ended', COURSE_STATUS.NOT_PURCHASED],
  ])('shows %s as its status', (_name, courseId, expected) => {
    expect(statusLookup(user, progress).course(courseId)).toBe(expected);
  });

  it('applies the bundle rule: not purchased, then in progress until no course is 0 or 1, then completed', () => {
    const lookup = statusLookup(user, progress);
    expect(lookup.bundle({ id: 'other', courseIds: ['b1', 'b2'] })).toBe(COURSE_STATUS.NOT_PURCHASED);
    expect(lookup.bundle({ id: 'bought', courseIds: ['b1', 'b2'] })).toBe(COURSE_STATUS.IN_PROGRESS);
    expect(lookup.bundle({ id: 'bought', courseIds: ['b1', 'done'] })).toBe(COURSE_STATUS.COMPLETED);
    expect(lookup.bundle({ id: 'bought', courseIds: ['held', 'b2'] })).toBe(COURSE_STATUS.NOT_STARTED);
  });
});
