import { QUIZ_RULES, type FieldError, type QuizQuestion, type SectionData } from '@khru/contracts';

type Problem = Omit<FieldError, 'message'>;

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

/** A curriculum's own rules: unique section and lesson ids, videos that last, quizzes with well-formed questions. */
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
      if (lesson.kind === 'quiz') problems.push(...quizProblems(lesson.questions, `${at}.questions`));
    }),
  );
  return problems;
}

const count = (field: string, n: number, min: number, max: number): Problem[] =>
  n < min ? [{ field, code: 'BAD_REQUEST', rule: 'arrayMinSize', n: min }] : n > max ? [{ field, code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: max }] : [];

/** A quiz's own rules: 1 to 50 questions with unique ids, 2 to 6 options with unique ids, right options that fit the kind. */
export function quizProblems(questions: QuizQuestion[], field: string): Problem[] {
  const problems = count(field, questions.length, QUIZ_RULES.minQuestions, QUIZ_RULES.maxQuestions);
  if (duplicates(questions.map((q) => q.id)).length > 0) problems.push({ field, code: 'ALREADY_EXIST' });
  questions.forEach((question, q) => {
    const at = `${field}.${q}`;
    const optionIds = question.options.map((o) => o.id);
    problems.push(...count(`${at}.options`, optionIds.length, QUIZ_RULES.minOptions, QUIZ_RULES.maxOptions));
    if (duplicates(optionIds).length > 0) problems.push({ field: `${at}.options`, code: 'ALREADY_EXIST' });
    const right = question.correctOptionIds;
    const fits = question.kind === 'single' ? right.length === 1 : right.length >= 1;
    if (!fits || duplicates(right).length > 0 || right.some((id) => !optionIds.includes(id)))
      problems.push({ field: `${at}.correctOptionIds`, code: 'BAD_REQUEST', rule: 'correctOptions' });
  });
  return problems;
}

export const lessonCount = (curriculum: SectionData[]) => curriculum.reduce((n, s) => n + s.lessons.length, 0);

/** Prices are whole baht (spec section 9: THB without decimals). */
export const isPrice = (price: number) => Number.isInteger(price) && price >= 0 && price <= 10_000_000;
