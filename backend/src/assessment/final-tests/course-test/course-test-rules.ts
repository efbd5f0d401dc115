import { TEST_RULES, type CourseTestData, type FieldError } from '@khru/contracts';

type Problem = Omit<FieldError, 'message'>;

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
const blank = (text: string) => text.trim().length === 0;
const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * A test's own rules: a bank of single-choice questions with unique ids, 2 to 6 options with unique ids and the
 * right one among them, every text in both languages, no more questions drawn than the bank holds, a pass mark
 * of 1 to 100%, a time limit of at least a minute and a retry wait that is not negative.
 */
export function courseTestProblems(test: Omit<CourseTestData, 'courseId'>): Problem[] {
  const problems: Problem[] = [];
  if (blank(test.informationEn)) problems.push({ field: 'informationEn', code: 'IS_NOT_EMPTY' });
  if (blank(test.informationTh)) problems.push({ field: 'informationTh', code: 'IS_NOT_EMPTY' });
  if (!wholeIn(test.passMarkPercent, 1, 100)) problems.push({ field: 'passMarkPercent', code: 'BAD_REQUEST' });
  if (!wholeIn(test.timeLimitMinutes, 1, Number.MAX_SAFE_INTEGER)) problems.push({ field: 'timeLimitMinutes', code: 'BAD_REQUEST' });
  if (!wholeIn(test.retryWaitDays, 0, Number.MAX_SAFE_INTEGER)) problems.push({ field: 'retryWaitDays', code: 'BAD_REQUEST' });
  if (!Number.isInteger(test.questionsPerAttempt) || test.questionsPerAttempt < 1)
    problems.push({ field: 'questionsPerAttempt', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 1 });
  else if (test.questionsPerAttempt > test.questions.length)
    problems.push({ field: 'questionsPerAttempt', code: 'BAD_REQUEST', rule: 'moreThanBank', n: test.questions.length });
  if (duplicates(test.questions.map((q) => q.id)).length > 0) problems.push({ field: 'questions', code: 'BAD_REQUEST', rule: 'duplicateId' });
  test.questions.forEach((question, q) => {
    const at = `questions.${q}`;
    if (blank(question.textEn)) problems.push({ field: `${at}.textEn`, code: 'IS_NOT_EMPTY' });
    if (blank(question.textTh)) problems.push({ field: `${at}.textTh`, code: 'IS_NOT_EMPTY' });
    const optionIds = question.options.map((o) => o.id);
    if (optionIds.length < TEST_RULES.minOptions)
      problems.push({ field: `${at}.options`, code: 'BAD_REQUEST', rule: 'arrayMinSize', n: TEST_RULES.minOptions });
    if (optionIds.length > TEST_RULES.maxOptions)
      problems.push({ field: `${at}.options`, code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: TEST_RULES.maxOptions });
    if (duplicates(optionIds).length > 0) problems.push({ field: `${at}.options`, code: 'BAD_REQUEST', rule: 'duplicateId' });
    question.options.forEach((option, o) => {
      if (blank(option.textEn)) problems.push({ field: `${at}.options.${o}.textEn`, code: 'IS_NOT_EMPTY' });
      if (blank(option.textTh)) problems.push({ field: `${at}.options.${o}.textTh`, code: 'IS_NOT_EMPTY' });
    });
    if (!optionIds.includes(question.correctOptionId)) problems.push({ field: `${at}.correctOptionId`, code: 'BAD_REQUEST', rule: 'correctOptions' });
  });
  return problems;
}
