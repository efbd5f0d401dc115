import type { TestAttemptRecord, TestOutcome, TestRecordDocument } from '@khru/contracts';
import { daysAfter, scoreOf } from '../test-record/test-score.js';

export interface TestStanding {
  outcome: TestOutcome;
  /** When a failed learner may start again; set only while `notPassed`. */
  retryAt: string | null;
  /** The attempt open now, within its time. */
  open: TestAttemptRecord | null;
}

const passed: TestStanding = { outcome: 'passed', retryAt: null, open: null };
const ready: TestStanding = { outcome: 'ready', retryAt: null, open: null };
const waiting = (retryAt: string, now: Date): TestStanding => (Date.parse(retryAt) > now.getTime() ? { outcome: 'notPassed', retryAt, open: null } : ready);

/**
 * Where a learner stands with a course's test (spec section 4's outcomes), by the server clock. An attempt past
 * its deadline that the deadline workflow has not finished yet is answered as it is about to finish: its answers
 * scored, the retry wait counted from the deadline, as the test record decider will record it a moment later.
 */
export function testStanding(record: TestRecordDocument | null, courseCompleted: boolean, now: Date): TestStanding {
  if (record?.passedAt) return passed;
  const last = record?.attempts.at(-1);
  if (last && !last.result) {
    if (Date.parse(last.deadlineAt) > now.getTime()) return { outcome: 'inProgress', retryAt: null, open: last };
    if (scoreOf(last.answers, last.questions.length, last.passMarkPercent).passed) return passed;
    return waiting(daysAfter(last.deadlineAt, last.retryWaitDays), now);
  }
  if (!courseCompleted) return { outcome: 'incompleteCourse', retryAt: null, open: null };
  const result = last?.result;
  if (result?.retryAt && !result.retryOpenedAt) return waiting(result.retryAt, now);
  return ready;
}
