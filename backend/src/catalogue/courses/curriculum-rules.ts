import type { FieldError, SectionData } from '@khru/contracts';

type Problem = Omit<FieldError, 'message'>;

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

/** A curriculum's own rules: unique section and lesson ids, videos that last, quizzes with questions. */
export function curriculumProblems(curriculum: SectionData[]): Problem[] {
  const problems: Problem[] = [];
  if (duplicates(curriculum.map((s) => s.id)).length > 0) problems.push({ field: 'curriculum', code: 'ALREADY_EXIST' });
  const lessons = curriculum.flatMap((s) => s.lessons);
  if (duplicates(lessons.map((l) => l.id)).length > 0) problems.push({ field: 'curriculum.lessons', code: 'ALREADY_EXIST' });
  curriculum.forEach((section, s) =>
    section.lessons.forEach((lesson, l) => {
      const at = `curriculum.${s}.lessons.${l}`;
      if (lesson.kind === 'video' && !(Number.isInteger(lesson.durationSeconds) && lesson.durationSeconds > 0))
        problems.push({ field: `${at}.durationSeconds`, code: 'IS_INT' });
      if (lesson.kind === 'quiz' && !(Number.isInteger(lesson.questionCount) && lesson.questionCount > 0))
        problems.push({ field: `${at}.questionCount`, code: 'IS_INT' });
    }),
  );
  return problems;
}

export const lessonCount = (curriculum: SectionData[]) => curriculum.reduce((n, s) => n + s.lessons.length, 0);

/** Prices are whole baht (spec section 9: THB without decimals). */
export const isPrice = (price: number) => Number.isInteger(price) && price >= 0 && price <= 10_000_000;
