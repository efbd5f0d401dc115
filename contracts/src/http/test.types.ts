import type { Locale } from '../i18n/locale.js';
import type { TestFinishReason } from '../events/assessment/test-attempt.events.js';
import type { CourseTestData } from '../events/assessment/course-test.events.js';

/** What the learner reads before starting: the rules, in both languages. */
export interface TestInformation {
  courseId: string;
  courseTitleEn: string;
  courseTitleTh: string;
  informationEn: string;
  informationTh: string;
  passMarkPercent: number;
  timeLimitMinutes: number;
  retryWaitDays: number;
  questionCount: number;
}

/** A question as the attempt asks it: no answer key. */
export interface TestQuestionView {
  id: string;
  textEn: string;
  textTh: string;
  options: { id: string; textEn: string; textTh: string }[];
}

/** The open attempt: its questions in this attempt's order, which are answered, and the server's clock. */
export interface TestAttemptView {
  id: string;
  courseId: string;
  lang: Locale;
  startedAt: string;
  deadlineAt: string;
  /** The server's time when this answer was made, so the app counts down against the server clock. */
  serverNow: string;
  questions: TestQuestionView[];
  answeredQuestionIds: string[];
}

export interface TestAttemptSummary {
  id: string;
  startedAt: string;
  finishedAt: string;
  correctCount: number;
  total: number;
  scorePercent: number;
  passMarkPercent: number;
  passed: boolean;
  reason: TestFinishReason;
}

/**
 * Where the learner stands (spec section 4's outcomes): `incompleteCourse` (finish all lessons and resources
 * first), `ready` (may start), `inProgress` (an attempt is open), `notPassed` (waiting until `retryAt`),
 * `passed` (certificate earned).
 */
export type TestOutcome = 'incompleteCourse' | 'ready' | 'inProgress' | 'notPassed' | 'passed';

/** `GET testapi/test/{courseId}/info`. */
export interface TestInfoResponse {
  information: TestInformation;
  currentTest: TestAttemptView | null;
  lastAttemptDateTime: string | null;
  pastAttempts: TestAttemptSummary[];
  outcome: TestOutcome;
  retryAt: string | null;
  /** The course certificate once the test is passed. */
  certificateId: string | null;
  /** The server's time of this answer: the retry countdown runs on the server's clock, not the device's. */
  serverNow: string;
}

/** `POST testapi/test/{attemptId}`: the spec's body. */
export interface TestAnswerRequestBody {
  questionId: string;
  optionId: string;
  isEnd: boolean;
}

/** The answer is recorded (never judged aloud during a test); `result` once the attempt has finished. */
export interface TestAnswerResponse {
  attemptId: string;
  answeredCount: number;
  total: number;
  finished: boolean;
  result: TestAttemptSummary | null;
  /** The read position this answer reached: pass it as `?after=` when reloading the info, so the info includes it. */
  position: string | null;
}

/** One course's test as the learner's list shows it (`GET testapi/tests`, the `/test` page). */
export interface MyTestItem {
  courseId: string;
  courseTitleEn: string;
  courseTitleTh: string;
  thumbnailUrl: string | null;
  outcome: TestOutcome;
  bestScorePercent: number | null;
  retryAt: string | null;
  certificateId: string | null;
}

/** `PUT coursesapi/course/{id}/test` (platform admins): the whole test, replacing the one before for new attempts. */
export type DefineCourseTestRequestBody = Omit<CourseTestData, 'courseId'>;

/** `GET coursesapi/course/{id}/test` (platform admins): the test as defined, answer key included. */
export interface CourseTestDefinitionResponse extends CourseTestData {
  definedAt: string;
}
