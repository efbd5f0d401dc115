import type { TestAttemptFinished } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';
import { ISSUE_COURSE_CERTIFICATE } from './issue-certificate.js';

export interface CourseCertificateState {
  passed: boolean;
}

/**
 * A passed final test issues the course certificate (design.md section 4: test passed -> certificate issued).
 * One instance per learner and course: only the first pass asks (the test stream allows no second, and a
 * duplicate is passed by); the effect reads the holder's name and the titles and issues on the certificate's
 * derived stream, which issues once whatever reaches it.
 */
export const courseCertificateWorkflow: Workflow<TestAttemptFinished, CourseCertificateState> = {
  name: 'course-certificate',
  handles: ['TestAttemptFinished'],
  instanceOf: (event) => `${event.data.userId}:${event.data.courseId}`,
  initialState: () => ({ passed: false }),

  evolve(state, event) {
    return event.data.passed ? { passed: true } : state;
  },

  decide(event, state): WorkflowOutput[] {
    if (!event.data.passed || state.passed) return [];
    const { userId, courseId, scorePercent, at } = event.data;
    return [effect(ISSUE_COURSE_CERTIFICATE, { userId, courseId, scorePercent, at })];
  },
};
