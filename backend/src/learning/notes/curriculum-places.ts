import type { CourseDocument } from '@khru/contracts';

const lessonsOf = (course: Pick<CourseDocument, 'curriculum'>) => course.curriculum.flatMap((section) => section.lessons);

/** How far into a lesson a note may point: its video's length, 0 without video, null when the course has no such lesson. */
export function lessonLength(course: Pick<CourseDocument, 'curriculum'>, lessonId: string): number | null {
  const lesson = lessonsOf(course).find((l) => l.id === lessonId);
  if (!lesson) return null;
  return lesson.kind === 'video' ? lesson.durationSeconds : 0;
}

/** Each lesson's place in the course, sections in order; lessons since removed are not in it. */
export function lessonOrder(course: Pick<CourseDocument, 'curriculum'>): Map<string, number> {
  return new Map(lessonsOf(course).map((lesson, index) => [lesson.id, index]));
}
