// Learners' study of the demo catalogue as progress events, for the rebuild row of the progress
// benchmark: each learner studies three courses lesson by lesson, one `LessonWatched` per minute of
// video (the event budget of ADR 20), a `LessonCompleted` at 90% watched and for the closing quiz, and
// `CourseCompleted` at the end of every other course (the rest stop half-way).
import { deterministicEventId } from '@khru/platform';
import { progressStream } from '@khru/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCurriculum } from '@khru/backend/harness';

const COURSES_EACH = 3;

export function progressHistories(seedDir, startMs) {
  const courses = JSON.parse(readFileSync(join(seedDir, 'courses.json'), 'utf8')).courses.map((c) => ({
    id: c.id,
    lessons: demoCurriculum(c.id, { lessons: c.lessons, lessonLength: c.lessonLength }).flatMap((s) => s.lessons),
  }));
  return (n) => {
    const userId = deterministicEventId(`bench-learner:${n}`, 0);
    let minute = 0;
    const at = () => new Date(startMs + n * 3_600_000 + minute++ * 60_000).toISOString();
    const events = [];
    for (let k = 0; k < COURSES_EACH; k++) {
      const course = courses[(n * 7 + k * 13) % courses.length];
      const stream = progressStream(userId, course.id);
      const base = { userId, courseId: course.id };
      const studied = (n + k) % 2 === 0 ? course.lessons : course.lessons.slice(0, Math.ceil(course.lessons.length / 2));
      for (const lesson of studied) {
        if (lesson.kind === 'video') {
          let completed = false;
          for (let from = 0; from < lesson.durationSeconds; from += 60) {
            const to = Math.min(from + 60, lesson.durationSeconds);
            events.push([
              stream,
              'LessonWatched',
              { ...base, lessonId: lesson.id, position: to, intervals: [[from, to]], countedSeconds: to - from, at: at() },
            ]);
            if (!completed && to >= lesson.durationSeconds * 0.9) {
              completed = true;
              events.push([stream, 'LessonCompleted', { ...base, lessonId: lesson.id, rule: 'watched-90', countedSeconds: 0, at: at() }]);
            }
          }
        } else
          events.push([
            stream,
            'LessonCompleted',
            { ...base, lessonId: lesson.id, rule: lesson.kind === 'quiz' ? 'quiz' : 'opened', countedSeconds: 0, at: at() },
          ]);
      }
      if (studied === course.lessons) events.push([stream, 'CourseCompleted', { ...base, at: at() }]);
    }
    return events;
  };
}
