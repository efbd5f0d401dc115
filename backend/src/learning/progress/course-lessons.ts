import type { CourseDocument } from '@khru/contracts';
import type { CourseLesson } from './progress.decider.js';

/** The lessons of a course's current curriculum, in order, as progress judges them. */
export const courseLessons = (course: Pick<CourseDocument, 'curriculum'>): CourseLesson[] =>
  course.curriculum.flatMap((section) =>
    section.lessons.map((lesson) => ({ id: lesson.id, kind: lesson.kind, durationSeconds: lesson.kind === 'video' ? lesson.durationSeconds : 0 })),
  );
