import { describe, it } from '@jest/globals';
import type { TestAttemptEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { testNotificationsWorkflow } from './test-notifications.workflow.js';

const at = '2026-11-24T10:30:00.000Z';
const started: TestAttemptEvent = {
  type: 'TestAttemptStarted',
  data: {
    attemptId: 'a1',
    userId: 'u1',
    courseId: 'git',
    lang: 'th',
    questions: [],
    passMarkPercent: 90,
    timeLimitMinutes: 30,
    retryWaitDays: 1,
    deadlineAt: '2026-11-24T10:30:00.000Z',
    at: '2026-11-24T10:00:00.000Z',
  },
};
const finished = (passed: boolean, scorePercent: number, retryAt: string | null): TestAttemptEvent => ({
  type: 'TestAttemptFinished',
  data: {
    attemptId: 'a1',
    userId: 'u1',
    courseId: 'git',
    correctCount: 9,
    total: 10,
    scorePercent,
    passMarkPercent: 90,
    passed,
    reason: 'submitted',
    retryAt,
    at,
  },
});
const common = { to: { userIds: ['u1'] }, cause: 'a1', about: { itemId: 'git', isBundle: false }, link: '/test/git', locale: 'th' as const, at };
const given = workflowSpec(testNotificationsWorkflow);

describe('test notifications workflow', () => {
  it('given an attempt in Thai, when it passes, then the learner is told the score, in the attempt\u2019s language', () => {
    given([started])
      .when(finished(true, 90, null))
      .then([deliver({ ...common, message: { kind: 'testPassed', scorePercent: 90 } })]);
  });

  it('given an attempt, when it fails, then the learner is told the score, the pass mark and when they may retry', () => {
    given([started])
      .when(finished(false, 60, '2026-11-25T10:30:00.000Z'))
      .then([deliver({ ...common, message: { kind: 'testFailed', scorePercent: 60, passMarkPercent: 90, retryAt: '2026-11-25T10:30:00.000Z' } })]);
  });

  it('given a failed attempt, when its retry opens, then the learner is told they may take the test again', () => {
    given([started, finished(false, 60, '2026-11-25T10:30:00.000Z')])
      .when({ type: 'TestRetryOpened', data: { attemptId: 'a1', userId: 'u1', courseId: 'git', at } })
      .then([deliver({ ...common, message: { kind: 'testRetryOpen' } })]);
  });

  it('given nothing, when an attempt starts, then nothing', () => {
    given([]).when(started).thenNothing();
  });
});
