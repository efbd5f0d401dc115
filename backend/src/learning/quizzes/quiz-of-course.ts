import type { CourseDocument, QuizQuestion } from '@khru/contracts';

/** The questions of a quiz lesson of the course as authored now; null when the course has no such quiz lesson. */
export function quizOfCourse(course: Pick<CourseDocument, 'curriculum'>, lessonId: string): QuizQuestion[] | null {
  const lesson = course.curriculum.flatMap((section) => section.lessons).find((l) => l.id === lessonId);
  return lesson?.kind === 'quiz' ? lesson.questions : null;
}
