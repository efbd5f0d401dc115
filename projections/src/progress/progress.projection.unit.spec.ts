import { describe, expect, it } from '@jest/globals';
import type { ProgressEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { progressProjection } from './progress.projection.js';

const userId = 'u1';
const courseId = 'c1';
const events: ProgressEvent[] = [
  { type: 'LessonWatched', data: { userId, courseId, lessonId: 'v1', position: 30, intervals: [[0, 30]], countedSeconds: 30, at: 't1' } },
  {
    type: 'LessonWatched',
    data: {
      userId,
      courseId,
      lessonId: 'v1',
      position: 95,
      intervals: [
        [30, 40],
        [50, 95],
      ],
      countedSeconds: 55,
      at: 't2',
    },
  },
  { type: 'LessonCompleted', data: { userId, courseId, lessonId: 'v1', rule: 'watched-90', countedSeconds: 0, at: 't2' } },
  { type: 'LessonCompleted', data: { userId, courseId, lessonId: 'r1', rule: 'opened', countedSeconds: 300, at: 't3' } },
  { type: 'CourseCompleted', data: { userId, courseId, at: 't3' } },
];

describe('progress projection', () => {
  it('keeps each lesson, the resume point, learning seconds and completion, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      progressProjection,
      events.map((e) => recorded(e)),
      `progress-${userId}-${courseId}`,
    );
    expect(once).toMatchObject({
      userId,
      courseId,
      lessons: {
        v1: {
          position: 95,
          watched: [
            [0, 40],
            [50, 95],
          ],
          watchedSeconds: 85,
          completed: true,
        },
        r1: { position: 0, watched: [], watchedSeconds: 0, completed: true },
      },
      lastLessonId: 'r1',
      learningSeconds: 385,
      completedAt: 't3',
    });
    expect(twice).toEqual(once);
  });
});
