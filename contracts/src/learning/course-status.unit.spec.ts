import { describe, expect, it } from '@jest/globals';
import { COURSE_STATUS, coursePercent, courseStatusName, learnerCourseStatus, type CourseProgressStatus } from './course-status.js';

describe('learner course status', () => {
  it('keeps the codes the bundle rule implies: 0 not started, 1 in progress', () => {
    expect(COURSE_STATUS).toEqual({ NOT_STARTED: 0, IN_PROGRESS: 1, COMPLETED: 2, NOT_PURCHASED: 3 });
    expect(courseStatusName(1)).toBe('IN_PROGRESS');
    expect(courseStatusName(3)).toBe('NOT_PURCHASED');
  });

  it.each<[string, boolean, CourseProgressStatus | undefined, number]>([
    ['a course not held and never studied is not purchased', false, undefined, COURSE_STATUS.NOT_PURCHASED],
    ['a held course without progress is not started', true, undefined, COURSE_STATUS.NOT_STARTED],
    ['a held course whose progress says not started is not started', true, 'NOT_STARTED', COURSE_STATUS.NOT_STARTED],
    ['a held course with progress is in progress', true, 'IN_PROGRESS', COURSE_STATUS.IN_PROGRESS],
    ['a completed course is completed', true, 'COMPLETED', COURSE_STATUS.COMPLETED],
    ['a completed course stays completed after its access ended', false, 'COMPLETED', COURSE_STATUS.COMPLETED],
  ])('given %s', (_name, held, progress, expected) => {
    expect(learnerCourseStatus(held, progress)).toBe(expected);
  });

  it.each<[number, number, CourseProgressStatus, number]>([
    [0, 4, 'NOT_STARTED', 0],
    [1, 3, 'IN_PROGRESS', 33],
    [5, 4, 'IN_PROGRESS', 100],
    [0, 0, 'IN_PROGRESS', 0],
    [2, 5, 'COMPLETED', 100],
  ])('gives %i of %i lessons (%s) as %i percent', (completed, lessons, status, percent) => {
    expect(coursePercent(completed, lessons, status)).toBe(percent);
  });
});
