import type { Locale, TestAttemptEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

export interface TestNotificationsState {
  /** The language the attempt was taken in: its result is mailed in it. */
  lang: Locale | null;
}

/**
 * A learner is told the result of each final-test attempt (passed with the score; failed with the score, the pass mark
 * and when they may try again) and that a failed attempt's wait is over. One instance per attempt.
 */
export const testNotificationsWorkflow: Workflow<TestAttemptEvent, TestNotificationsState> = {
  name: 'test-notifications',
  handles: ['TestAttemptStarted', 'TestAttemptFinished', 'TestRetryOpened'],
  instanceOf: (event) => event.data.attemptId,
  initialState: () => ({ lang: null }),

  evolve(state, event) {
    return event.type === 'TestAttemptStarted' ? { lang: event.data.lang } : state;
  },

  decide(event, state): WorkflowOutput[] {
    if (event.type === 'TestAttemptStarted' || event.type === 'TestQuestionAnswered') return [];
    const { attemptId, userId, courseId, at } = event.data;
    const common = {
      to: { userIds: [userId] },
      cause: attemptId,
      about: { itemId: courseId, isBundle: false },
      link: `/test/${courseId}`,
      locale: state.lang,
      at,
    };
    if (event.type === 'TestRetryOpened') return [deliver({ ...common, message: { kind: 'testRetryOpen' } })];
    const { passed, scorePercent, passMarkPercent, retryAt } = event.data;
    return [deliver({ ...common, message: passed ? { kind: 'testPassed', scorePercent } : { kind: 'testFailed', scorePercent, passMarkPercent, retryAt } })];
  },
};
