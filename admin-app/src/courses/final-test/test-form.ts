import { TEST_RULES, type CourseTestData, type DefineCourseTestRequestBody } from '@khru/contracts';
import { uniqueSlug } from '../../fields/slug';

export interface TestOptionForm {
  id: string;
  textEn: string;
  textTh: string;
  correct: boolean;
}

export interface TestQuestionForm {
  id: string;
  textEn: string;
  textTh: string;
  options: TestOptionForm[];
}

/** The final test as its editor holds it: the right option is ticked on the option (ids come when it is saved). */
export type TestForm = Omit<DefineCourseTestRequestBody, 'questions'> & { questions: TestQuestionForm[] };

const blankOption = (): TestOptionForm => ({ id: '', textEn: '', textTh: '', correct: false });

const newTestQuestion = (): TestQuestionForm => ({ id: '', textEn: '', textTh: '', options: [blankOption(), blankOption()] });

/** A test not defined yet starts from the platform's default settings and one empty question. */
export function testToForm(test: Omit<CourseTestData, 'courseId'> | null): TestForm {
  if (!test)
    return {
      informationEn: '',
      informationTh: '',
      passMarkPercent: TEST_RULES.passMarkPercent,
      timeLimitMinutes: TEST_RULES.timeLimitMinutes,
      retryWaitDays: TEST_RULES.retryWaitDays,
      questionsPerAttempt: 1,
      questions: [newTestQuestion()],
    };
  return {
    informationEn: test.informationEn,
    informationTh: test.informationTh,
    passMarkPercent: test.passMarkPercent,
    timeLimitMinutes: test.timeLimitMinutes,
    retryWaitDays: test.retryWaitDays,
    questionsPerAttempt: test.questionsPerAttempt,
    questions: test.questions.map((q) => ({
      id: q.id,
      textEn: q.textEn,
      textTh: q.textTh,
      options: q.options.map((o) => ({ ...o, correct: o.id === q.correctOptionId })),
    })),
  };
}

const withIds = <T extends { id?: string; textEn?: string }>(items: T[], fallback: string): (T & { id: string })[] => {
  const taken = new Set(items.map((i) => i.id ?? '').filter(Boolean));
  return items.map((item) => {
    const id = item.id || uniqueSlug(item.textEn ?? '', taken, fallback);
    taken.add(id);
    return { ...item, id };
  });
};

/**
 * The test to save: numbers as numbers, readable slugs for new questions and options, and the ticked option as
 * the right one (none ticked leaves it empty, which the server refuses on that question).
 */
export function testFromForm(form: TestForm): DefineCourseTestRequestBody {
  // Items the editor adds start empty (`{}`): a text not typed yet reads as blank.
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    informationEn: form.informationEn.trim(),
    informationTh: form.informationTh.trim(),
    passMarkPercent: Number(form.passMarkPercent),
    timeLimitMinutes: Number(form.timeLimitMinutes),
    retryWaitDays: Number(form.retryWaitDays),
    questionsPerAttempt: Number(form.questionsPerAttempt),
    questions: withIds<Partial<TestQuestionForm>>(form.questions ?? [], 'question').map((q) => {
      const options = withIds<Partial<TestOptionForm>>(q.options ?? [], 'option');
      return {
        id: q.id,
        textEn: text(q.textEn),
        textTh: text(q.textTh),
        options: options.map((o) => ({ id: o.id, textEn: text(o.textEn), textTh: text(o.textTh) })),
        correctOptionId: options.find((o) => o.correct)?.id ?? '',
      };
    }),
  };
}
