import { testStream, type DeadlineReached, type TestAttemptStarted } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';

export type TestDeadlinesEvent = TestAttemptStarted | DeadlineReached;

/** Whose record an attempt belongs to, learnt when it starts. */
export type TestDeadlinesState = { userId: string; courseId: string } | null;

/**
 * An attempt's deadlines (its time limit, then a failed attempt's retry wait) are kept by the `deadlines` read
 * model under kind `test-attempt` and the attempt id; when the poller records one as reached, the learner's test
 * record decides what it means (finish the attempt as time up, or open the retry). One instance per attempt.
 */
export const testDeadlinesWorkflow: Workflow<TestDeadlinesEvent, TestDeadlinesState> = {
  name: 'test-deadlines',
  handles: ['TestAttemptStarted', 'DeadlineReached'],
  instanceOf: (event) => (event.type === 'TestAttemptStarted' ? event.data.attemptId : event.data.kind === 'test-attempt' ? event.data.key : null),
  initialState: () => null,

  evolve(state, event) {
    switch (event.type) {
      case 'TestAttemptStarted':
        return { userId: event.data.userId, courseId: event.data.courseId };
      case 'DeadlineReached':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(event, state): WorkflowOutput[] {
    if (event.type !== 'DeadlineReached' || !state) return [];
    return [command('test', testStream(state.userId, state.courseId), { type: 'ReachTestDeadline', attemptId: event.data.key, at: event.data.at })];
  },
};
