import { describe, expect, it } from '@jest/globals';
import type { CourseTestEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { courseTestsProjection } from './course-tests.projection.js';

const defined = (passMarkPercent: number, at: string): CourseTestEvent => ({
  type: 'CourseTestDefined',
  data: {
    courseId: 'c1',
    informationEn: 'Rules',
    informationTh: 'กติกา',
    passMarkPercent,
    timeLimitMinutes: 30,
    retryWaitDays: 1,
    questionsPerAttempt: 1,
    questions: [{ id: 'q1', textEn: 'Q', textTh: 'ถาม', options: [{ id: 'a', textEn: 'A', textTh: 'ก' }], correctOptionId: 'a' }],
    at,
  },
});

describe('course tests projection', () => {
  it('keeps the latest definition of each course’s test, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      courseTestsProjection,
      [defined(90, 't1'), defined(80, 't2')].map((e) => recorded(e)),
      'c1',
    );
    expect(once).toMatchObject({
      _id: 'c1',
      courseId: 'c1',
      passMarkPercent: 80,
      definedAt: 't2',
      questions: [expect.objectContaining({ correctOptionId: 'a' })],
    });
    expect(once).not.toHaveProperty('at');
    expect(twice).toEqual(once);
  });
});
