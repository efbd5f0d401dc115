import { describe, it } from '@jest/globals';
import type { ProgressEvent, WatchedInterval } from '@khru/contracts';
import fc from 'fast-check';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { progressDecider, type CompleteQuizLesson, type CourseLesson, type ProgressState, type ReportProgress } from './progress.decider.js';

const userId = 'u1';
const courseId = 'c1';
const lessons: CourseLesson[] = [
  { id: 'v1', kind: 'video', durationSeconds: 100 },
  { id: 'r1', kind: 'resource', durationSeconds: 0 },
];
const t0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();
const report = (lessonId: string, watched: WatchedInterval[], position: number, seconds: number, course = lessons): ReportProgress => ({
  type: 'ReportProgress',
  userId,
  courseId,
  lessonId,
  position,
  watched,
  lessons: course,
  at: at(seconds),
});
const watchedEvent = (intervals: WatchedInterval[], position: number, seconds: number, lessonId = 'v1'): ProgressEvent => ({
  type: 'LessonWatched',
  data: { userId, courseId, lessonId, position, intervals, countedSeconds: intervals.reduce((s, [a, b]) => s + b - a, 0), at: at(seconds) },
});
const videoCompleted = (seconds: number): ProgressEvent => ({
  type: 'LessonCompleted',
  data: { userId, courseId, lessonId: 'v1', rule: 'watched-90', countedSeconds: 0, at: at(seconds) },
});
const given = deciderSpec(progressDecider);

describe('progress decider', () => {
  it('given nothing, when a video part is watched, then its seconds are counted with the position', () => {
    given([])
      .when(report('v1', [[0, 30]], 30, 0))
      .then([watchedEvent([[0, 30]], 30, 0)]);
  });

  it('given a watched part, when an overlapping part is re-watched a minute later, then only the new seconds count', () => {
    given([watchedEvent([[0, 30]], 30, 0)])
      .when(
        report(
          'v1',
          [
            [10, 20],
            [20, 50],
          ],
          50,
          60,
        ),
      )
      .then([watchedEvent([[30, 50]], 50, 60)]);
  });

  it('given a watched part, when the whole of it is watched again a minute later, then only the position is recorded', () => {
    given([watchedEvent([[0, 30]], 30, 0)])
      .when(report('v1', [[0, 30]], 12, 60))
      .then([watchedEvent([], 12, 60)]);
    given([watchedEvent([[0, 30]], 30, 0)])
      .when(report('v1', [[0, 30]], 30, 60))
      .thenNothing();
  });

  it('given an event less than a minute ago, when another report comes that does not complete the lesson, then nothing is appended', () => {
    given([watchedEvent([[0, 30]], 30, 0)])
      .when(report('v1', [[0, 45]], 45, 59))
      .thenNothing();
  });

  it('given nothing, when parts beyond the video are reported within the tolerance, then they are clamped to its length', () => {
    given([])
      .when(report('v1', [[95, 100.5]], 100.5, 0, [lessons[0]!, { id: 'v2', kind: 'video', durationSeconds: 200 }]))
      .then([watchedEvent([[95, 100]], 100, 0)]);
  });

  it('given 80 seconds watched, when the report reaches 90%, then the lesson completes even within the minute', () => {
    const course: CourseLesson[] = [lessons[0]!, { id: 'v2', kind: 'video', durationSeconds: 60 }];
    given([watchedEvent([[0, 80]], 80, 0)])
      .when(report('v1', [[0, 90]], 90, 10, course))
      .then([
        watchedEvent([[80, 90]], 90, 10),
        { type: 'LessonCompleted', data: { userId, courseId, lessonId: 'v1', rule: 'watched-90', countedSeconds: 0, at: at(10) } },
      ]);
  });

  it('given nothing, when a resource is opened, then it completes once with its bounded time', () => {
    const course: CourseLesson[] = [{ id: 'r1', kind: 'resource', durationSeconds: 0 }, lessons[0]!];
    const opened: ProgressEvent = { type: 'LessonCompleted', data: { userId, courseId, lessonId: 'r1', rule: 'opened', countedSeconds: 300, at: at(0) } };
    given([])
      .when(report('r1', [], 0, 0, course))
      .then([opened]);
    given([opened])
      .when(report('r1', [], 0, 600, course))
      .thenNothing();
  });

  it('given every other lesson completed, when the last completes, then the course completes once', () => {
    const opened: ProgressEvent = { type: 'LessonCompleted', data: { userId, courseId, lessonId: 'r1', rule: 'opened', countedSeconds: 300, at: at(0) } };
    const lastCompleted: ProgressEvent[] = [
      watchedEvent([[0, 95]], 95, 5),
      videoCompleted(5),
      { type: 'CourseCompleted', data: { userId, courseId, at: at(5) } },
    ];
    given([opened])
      .when(report('v1', [[0, 95]], 95, 5))
      .then(lastCompleted);
    given([opened, ...lastCompleted])
      .when(report('v1', [[0, 100]], 100, 120))
      .then([watchedEvent([[95, 100]], 100, 120)]);
  });

  it('given a quiz lesson in the course, when every other lesson completes, then the course waits for the quiz', () => {
    const course: CourseLesson[] = [lessons[0]!, { id: 'q1', kind: 'quiz', durationSeconds: 0 }];
    given([])
      .when(report('v1', [[0, 100]], 100, 0, course))
      .then([watchedEvent([[0, 100]], 100, 0), videoCompleted(0)]);
    given([])
      .when(report('q1', [], 0, 0, course))
      .thenNothing();
  });

  describe('CompleteQuizLesson (from a passed quiz attempt)', () => {
    const course: CourseLesson[] = [lessons[0]!, { id: 'q1', kind: 'quiz', durationSeconds: 0 }];
    const complete = (seconds: number, lessonId = 'q1', countedSeconds = 120): CompleteQuizLesson => ({
      type: 'CompleteQuizLesson',
      userId,
      courseId,
      lessonId,
      countedSeconds,
      lessons: course,
      at: at(seconds),
    });
    const quizDone = (seconds: number, countedSeconds = 120): ProgressEvent => ({
      type: 'LessonCompleted',
      data: { userId, courseId, lessonId: 'q1', rule: 'quiz', countedSeconds, at: at(seconds) },
    });
    const videoDone = [watchedEvent([[0, 100]], 100, 0), videoCompleted(0)];

    it('given nothing, when a quiz is passed, then the quiz lesson completes with the study time and the course waits for the video', () => {
      given([])
        .when(complete(10))
        .then([quizDone(10)]);
    });

    it('given every other lesson completed, when the quiz is passed, then the course completes too', () => {
      given(videoDone)
        .when(complete(300))
        .then([quizDone(300), { type: 'CourseCompleted', data: { userId, courseId, at: at(300) } }]);
    });

    it('given the quiz completed, when another attempt passes (or the workflow delivers again), then nothing is appended', () => {
      given([...videoDone, quizDone(300)])
        .when(complete(400, 'q1', 60))
        .thenNothing();
    });

    it('refuses a lesson that is not a quiz of the course', () => {
      given([])
        .when(complete(0, 'v1'))
        .thenThrows('BAD_REQUEST', [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'notAQuiz' }]);
      given([])
        .when(complete(0, 'gone'))
        .thenThrows('BAD_REQUEST', [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'notAQuiz' }]);
    });
  });

  it('refuses an unknown lesson, intervals on a resource, and times past the video', () => {
    given([])
      .when(report('zz', [], 0, 0))
      .thenThrows('BAD_REQUEST', [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' }]);
    given([])
      .when(report('r1', [[0, 1]], 0, 0))
      .thenThrows('BAD_REQUEST', [{ field: 'watched', code: 'BAD_REQUEST', rule: 'notAVideoLesson' }]);
    given([])
      .when(report('v1', [[0, 102]], 0, 0))
      .thenThrows('BAD_REQUEST', [{ field: 'watched', code: 'BAD_REQUEST', rule: 'outsideLesson', n: 100 }]);
    given([])
      .when(report('v1', [], 150, 0))
      .thenThrows('BAD_REQUEST', [{ field: 'position', code: 'BAD_REQUEST', rule: 'outsideLesson', n: 100 }]);
  });

  it('property: whatever is reported, counted seconds never exceed the video and completion never goes back', () => {
    const interval = fc
      .tuple(fc.double({ min: 0, max: 101, noNaN: true }), fc.double({ min: 0, max: 101, noNaN: true }))
      .map(([a, b]): WatchedInterval => (a <= b ? [a, b] : [b, a]));
    const step = fc.record({
      watched: fc.array(interval, { maxLength: 6 }),
      position: fc.double({ min: 0, max: 101, noNaN: true }),
      gap: fc.integer({ min: 0, max: 120 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let state: ProgressState = progressDecider.initialState();
        let clock = 0;
        let counted = 0;
        let wasCompleted = false;
        for (const { watched, position, gap } of steps) {
          clock += gap;
          const decision = progressDecider.decide(report('v1', watched, position, clock, [lessons[0]!]), state);
          if (decision instanceof DomainError) throw decision;
          for (const event of decision) {
            if (event.type === 'LessonWatched') counted += event.data.countedSeconds;
            state = progressDecider.evolve(state, event);
          }
          const completed = state.lessons.get('v1')?.completed ?? false;
          if (wasCompleted && !completed) return false;
          wasCompleted = completed;
          if (counted > 100 + 1e-9) return false;
        }
        return true;
      }),
    );
  });
});
