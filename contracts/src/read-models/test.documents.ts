import type { CourseTestData } from '../events/assessment/course-test.events.js';
import type { DrawnQuestion, TestFinishReason } from '../events/assessment/test-attempt.events.js';
import type { Locale } from '../i18n/locale.js';

/** Collection `courseTests`: a course's final test as last defined (`_id` = the course id), answer key included: never sent to learners. */
export interface CourseTestDocument extends CourseTestData {
  _id: string;
  definedAt: string;
}

export const COURSE_TESTS_COLLECTION = 'courseTests';

/** One answer as recorded: whether it was right stays on the server. */
export interface TestAnswerRecord {
  questionId: string;
  optionId: string;
  correct: boolean;
}

export interface TestAttemptResult {
  finishedAt: string;
  correctCount: number;
  total: number;
  scorePercent: number;
  passed: boolean;
  reason: TestFinishReason;
  retryAt: string | null;
  retryOpenedAt: string | null;
}

export interface TestAttemptRecord {
  id: string;
  lang: Locale;
  startedAt: string;
  deadlineAt: string;
  questions: DrawnQuestion[];
  answers: TestAnswerRecord[];
  passMarkPercent: number;
  retryWaitDays: number;
  /** Null while the attempt is open. */
  result: TestAttemptResult | null;
}

/** Collection `testRecords`: one learner's record of one course's test (`_id` = the stream id `test-<userId>-<courseId>`), attempts oldest first. */
export interface TestRecordDocument {
  _id: string;
  userId: string;
  courseId: string;
  attempts: TestAttemptRecord[];
  passedAt: string | null;
  bestScorePercent: number | null;
  updatedAt: string;
}

export const TEST_RECORDS_COLLECTION = 'testRecords';

/** Collection `testAttempts`: whose record an attempt belongs to (`_id` = the attempt id), for the answer route that names only the attempt. */
export interface TestAttemptDocument {
  _id: string;
  userId: string;
  courseId: string;
  startedAt: string;
}

export const TEST_ATTEMPTS_COLLECTION = 'testAttempts';
