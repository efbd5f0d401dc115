import type { BundleOwned, BundleReleased, CourseCompleted, TestAttemptFinished } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';
import { ISSUE_BUNDLE_CERTIFICATES } from './issue-certificate.js';

export type BundleCertificatesEvent = BundleOwned | BundleReleased | CourseCompleted | TestAttemptFinished;

/** One learner's bundles held, courses completed and tests passed, from the start of the feed. */
export interface BundleCertificatesState {
  bundleIds: string[];
  completedCourseIds: string[];
  passedCourseIds: string[];
}

const adding = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

function fold(state: BundleCertificatesState, event: BundleCertificatesEvent): BundleCertificatesState {
  switch (event.type) {
    case 'BundleOwned':
      return { ...state, bundleIds: adding(state.bundleIds, event.data.bundleId) };
    case 'BundleReleased':
      return { ...state, bundleIds: state.bundleIds.filter((id) => id !== event.data.bundleId) };
    case 'CourseCompleted':
      return { ...state, completedCourseIds: adding(state.completedCourseIds, event.data.courseId) };
    case 'TestAttemptFinished':
      return event.data.passed ? { ...state, passedCourseIds: adding(state.passedCourseIds, event.data.courseId) } : state;
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/**
 * Issues a bundle's certificate once the learner has completed every course of a bundle they hold (and passed
 * the tests those courses have). One instance per learner: whenever something new might complete a bundle (a
 * bundle held, a course completed, a test passed) while they hold any, the effect reads those bundles' courses
 * and which have a test, and issues each earned bundle's certificate (`bundlesEarned`); a certificate already
 * issued is issued no more by its stream. Nothing is sent for what was already known (a second completion).
 */
export const bundleCertificatesWorkflow: Workflow<BundleCertificatesEvent, BundleCertificatesState> = {
  name: 'bundle-certificates',
  handles: ['BundleOwned', 'BundleReleased', 'CourseCompleted', 'TestAttemptFinished'],
  instanceOf: (event) => event.data.userId,
  initialState: () => ({ bundleIds: [], completedCourseIds: [], passedCourseIds: [] }),
  evolve: fold,

  decide(event, state): WorkflowOutput[] {
    if (event.type === 'BundleReleased' || (event.type === 'TestAttemptFinished' && !event.data.passed)) return [];
    const next = fold(state, event);
    const changed =
      next.bundleIds !== state.bundleIds || next.completedCourseIds !== state.completedCourseIds || next.passedCourseIds !== state.passedCourseIds;
    if (!changed || next.bundleIds.length === 0) return [];
    return [effect(ISSUE_BUNDLE_CERTIFICATES, { userId: event.data.userId, ...next, at: event.data.at })];
  },
};
