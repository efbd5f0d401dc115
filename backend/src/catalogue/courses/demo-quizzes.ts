import type { LocalizedText, QuizQuestion } from '@khru/contracts';
import type { SeedContext } from '../../kernel/seed/seed-registry.js';

/** `infra/seed/quizzes/<courseId>.json`, as the content authors write it: each option says whether it is right. */
export interface DemoQuizFile {
  courseId: string;
  questions: {
    id: string;
    kind: 'single' | 'multiple';
    text: LocalizedText;
    options: { id: string; text: LocalizedText; correct: boolean }[];
    explanation: LocalizedText;
  }[];
}

/** The authored questions as a quiz lesson holds them: the right options named on the question. */
export const toQuizQuestions = (file: DemoQuizFile): QuizQuestion[] =>
  file.questions.map(({ id, kind, text, options, explanation }) => ({
    id,
    kind,
    text,
    options: options.map((o) => ({ id: o.id, text: o.text })),
    correctOptionIds: options.filter((o) => o.correct).map((o) => o.id),
    explanation,
  }));

export const demoQuizFile = (courseId: string) => `quizzes/${courseId}.json`;

/** A demo course's quiz (every demo course has one: demo-quizzes.unit.spec.ts). */
export async function readDemoQuiz(context: SeedContext, courseId: string): Promise<QuizQuestion[]> {
  const file = await context.readJson<DemoQuizFile>(demoQuizFile(courseId));
  if (file.courseId !== courseId) throw new Error(`${demoQuizFile(courseId)} is the quiz of ${file.courseId}`);
  return toQuizQuestions(file);
}
