import { TEST_RULES, type CourseTestData, type LocalizedText } from '@khru/contracts';

/** `infra/seed/final-tests/index.json`: the demo courses that have a final test. */
export interface DemoTestsIndex {
  courseIds: string[];
}

/** `infra/seed/final-tests/<courseId>.json`, as content authors write it: each option says whether it is right. */
export interface DemoTestFile {
  courseId: string;
  information: LocalizedText;
  questions: { id: string; text: LocalizedText; options: { id: string; text: LocalizedText; correct: boolean }[] }[];
}

export const DEMO_TESTS_INDEX = 'final-tests/index.json';
export const demoTestFile = (courseId: string) => `final-tests/${courseId}.json`;

/** The authored test as a definition with the product's rules (TEST_RULES): the right option named on each question. */
export function toCourseTest(file: DemoTestFile): CourseTestData {
  return {
    courseId: file.courseId,
    informationEn: file.information.en,
    informationTh: file.information.th,
    passMarkPercent: TEST_RULES.passMarkPercent,
    timeLimitMinutes: TEST_RULES.timeLimitMinutes,
    retryWaitDays: TEST_RULES.retryWaitDays,
    questionsPerAttempt: TEST_RULES.questionsPerAttempt,
    questions: file.questions.map((q) => ({
      id: q.id,
      textEn: q.text.en,
      textTh: q.text.th,
      options: q.options.map((o) => ({ id: o.id, textEn: o.text.en, textTh: o.text.th })),
      // A file with no right option gives an empty id, which the test's own rules refuse.
      correctOptionId: q.options.find((o) => o.correct)?.id ?? '',
    })),
  };
}
