import { describe, expect, it } from '@jest/globals';
import { bundleStatus, isBundleCoursesCompleted, isBundlePurchased, isSingleCoursePurchased } from './bundle-status.js';
import { COURSE_STATUS, type CourseStatusCode } from './course-status.js';

const { NOT_STARTED, IN_PROGRESS, COMPLETED, NOT_PURCHASED } = COURSE_STATUS;

describe('bundle rule (spec section 4)', () => {
  it('given the learner bought the bundle, when asked, then it is purchased; another bundle is not', () => {
    expect(isBundlePurchased(['b1', 'b2'], 'b1')).toBe(true);
    expect(isBundlePurchased(['b2'], 'b1')).toBe(false);
  });

  it.each<[string, CourseStatusCode[], boolean]>([
    ['a course in progress sets the single-course flag', [NOT_STARTED, IN_PROGRESS], true],
    ['courses not started or completed do not', [NOT_STARTED, COMPLETED], false],
    ['a lone course in progress sets it too', [IN_PROGRESS], true],
  ])('single-course flag: %s', (_name, statuses, expected) => {
    expect(isSingleCoursePurchased(statuses)).toBe(expected);
  });

  it.each<[string, CourseStatusCode[], boolean]>([
    ['every course completed: complete', [COMPLETED, COMPLETED, COMPLETED], true],
    ['one course not started (0): not complete', [COMPLETED, NOT_STARTED], false],
    ['one course in progress (1): not complete', [IN_PROGRESS, COMPLETED], false],
    ['no course with status 0 or 1: complete', [COMPLETED, NOT_PURCHASED], true],
    ['a bundle of one completed course: the rule does not apply', [COMPLETED], false],
    ['a bundle without courses: the rule does not apply', [], false],
  ])('completion: %s', (_name, statuses, expected) => {
    expect(isBundleCoursesCompleted(statuses)).toBe(expected);
  });

  it.each<[string, boolean, CourseStatusCode[], CourseStatusCode]>([
    ['not bought', false, [COMPLETED, COMPLETED], NOT_PURCHASED],
    ['bought, nothing studied', true, [NOT_STARTED, NOT_STARTED], NOT_STARTED],
    ['bought, one course in progress', true, [IN_PROGRESS, NOT_STARTED], IN_PROGRESS],
    ['bought, one course completed, one not started', true, [COMPLETED, NOT_STARTED], IN_PROGRESS],
    ['bought, every course completed', true, [COMPLETED, COMPLETED], COMPLETED],
    ['bought, a bundle of one completed course', true, [COMPLETED], COMPLETED],
    ['bought, a bundle of one course in progress', true, [IN_PROGRESS], IN_PROGRESS],
    ['bought, no courses', true, [], NOT_STARTED],
  ])('bundle badge: %s', (_name, purchased, statuses, expected) => {
    expect(bundleStatus(purchased, statuses)).toBe(expected);
  });
});
