import { describe, it } from '@jest/globals';
import { testStream } from '@khru/contracts';
import { command } from '../../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { testDeadlinesWorkflow, type TestDeadlinesEvent } from './test-deadlines.workflow.js';

const started: TestDeadlinesEvent = {
  type: 'TestAttemptStarted',
  data: {
    attemptId: 'a1',
    userId: 'u1',
    courseId: 'c1',
    lang: 'en',
    questions: [],
    passMarkPercent: 90,
    timeLimitMinutes: 30,
    retryWaitDays: 1,
    deadlineAt: '2026-11-22T10:30:00.000Z',
    at: '2026-11-22T10:00:00.000Z',
  },
};
const reached = (kind: 'test-attempt' | 'checkout-expiry', key: string): TestDeadlinesEvent => ({
  type: 'DeadlineReached',
  data: { kind, key, dueAt: '2026-11-22T10:30:00.000Z', at: '2026-11-22T10:30:20.000Z' },
});
const given = workflowSpec(testDeadlinesWorkflow);

describe('test deadlines workflow', () => {
  it('given a started attempt, when its deadline is reached, then the learner’s test record is told, at the instant it was reached', () => {
    given([started])
      .when(reached('test-attempt', 'a1'))
      .then([command('test', testStream('u1', 'c1'), { type: 'ReachTestDeadline', attemptId: 'a1', at: '2026-11-22T10:30:20.000Z' })]);
  });

  it('given a started attempt, when a later deadline (its retry wait) is reached, then the record is told again', () => {
    given([started, reached('test-attempt', 'a1')])
      .when(reached('test-attempt', 'a1'))
      .then([command('test', testStream('u1', 'c1'), { type: 'ReachTestDeadline', attemptId: 'a1', at: '2026-11-22T10:30:20.000Z' })]);
  });

  it('given no such attempt, or a deadline of another kind, when it is reached, then nothing is sent', () => {
    given([]).when(reached('test-attempt', 'a9')).thenNothing();
    given([started]).when(reached('checkout-expiry', 'a1')).thenNothing();
  });

  it('sends nothing when an attempt starts', () => {
    given([]).when(started).thenNothing();
  });
});
