import { defineEffect } from '../../../kernel/workflows/workflow.js';

/** The effect that issues a learner's course certificate after a passed test. */
export const ISSUE_COURSE_CERTIFICATE = defineEffect<IssueCourseCertificateInput>('issue-certificate');

export interface IssueCourseCertificateInput {
  userId: string;
  courseId: string;
  scorePercent: number;
  /** When the test was passed: the certificate's date. */
  at: string;
}

/** The effect that issues the certificate of each bundle the learner holds and has now earned. */
export const ISSUE_BUNDLE_CERTIFICATES = defineEffect<IssueBundleCertificatesInput>('issue-bundle-certificates');

export interface IssueBundleCertificatesInput {
  userId: string;
  bundleIds: string[];
  completedCourseIds: string[];
  passedCourseIds: string[];
  /** When the last requirement was met: the certificate's date. */
  at: string;
}
