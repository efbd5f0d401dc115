import { describe, it } from '@jest/globals';
import { effect } from '../../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { bundleCertificatesWorkflow, type BundleCertificatesEvent } from './bundle-certificates.workflow.js';
import { ISSUE_BUNDLE_CERTIFICATES } from './issue-certificate.js';

const at = '2026-11-24T03:00:00.000Z';
const owned = (bundleId: string): BundleCertificatesEvent => ({ type: 'BundleOwned', data: { userId: 'u1', bundleId, orderId: 'o1', at } });
const released = (bundleId: string): BundleCertificatesEvent => ({ type: 'BundleReleased', data: { userId: 'u1', bundleId, orderId: 'o1', at } });
const completed = (courseId: string): BundleCertificatesEvent => ({ type: 'CourseCompleted', data: { userId: 'u1', courseId, at } });
const finished = (courseId: string, passed: boolean): BundleCertificatesEvent => ({
  type: 'TestAttemptFinished',
  data: {
    attemptId: 'a1',
    userId: 'u1',
    courseId,
    correctCount: 9,
    total: 10,
    scorePercent: 90,
    passMarkPercent: 90,
    passed,
    reason: 'submitted',
    retryAt: null,
    at,
  },
});
const check = (bundleIds: string[], completedCourseIds: string[], passedCourseIds: string[] = []) => [
  effect(ISSUE_BUNDLE_CERTIFICATES, { userId: 'u1', bundleIds, completedCourseIds, passedCourseIds, at }),
];
const given = workflowSpec(bundleCertificatesWorkflow);

describe('bundle certificates workflow', () => {
  it('given a bundle held, when a course is completed, then the bundles are checked with everything the learner has done', () => {
    given([owned('data'), completed('sql')])
      .when(completed('excel'))
      .then(check(['data'], ['sql', 'excel']));
  });

  it('given courses completed before, when a bundle becomes the learner\u2019s, then it is checked at once', () => {
    given([completed('sql'), completed('excel'), finished('sql', true)])
      .when(owned('data'))
      .then(check(['data'], ['sql', 'excel'], ['sql']));
  });

  it('given a bundle held, when a test is passed, then the bundles are checked; a failed attempt changes nothing', () => {
    given([owned('data'), completed('sql')])
      .when(finished('sql', true))
      .then(check(['data'], ['sql'], ['sql']));
    given([owned('data'), completed('sql')])
      .when(finished('sql', false))
      .thenNothing();
  });

  it('given no bundle held (or one given back), when a course is completed, then nothing is checked', () => {
    given([]).when(completed('sql')).thenNothing();
    given([owned('data'), released('data')])
      .when(completed('sql'))
      .thenNothing();
    given([owned('data')])
      .when(released('data'))
      .thenNothing();
  });

  it('given what is already known, when it arrives again, then nothing is sent', () => {
    given([owned('data'), completed('sql')])
      .when(completed('sql'))
      .thenNothing();
    given([owned('data')])
      .when(owned('data'))
      .thenNothing();
    given([owned('data'), finished('sql', true)])
      .when(finished('sql', true))
      .thenNothing();
  });
});
