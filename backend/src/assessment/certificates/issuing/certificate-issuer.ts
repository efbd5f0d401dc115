import { Inject, Injectable } from '@nestjs/common';
import {
  BUNDLES_COLLECTION,
  COURSE_TESTS_COLLECTION,
  COURSES_COLLECTION,
  USERS_COLLECTION,
  certificateStream,
  type BundleDocument,
  type CourseDocument,
  type CourseTestDocument,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { certificateIdFor } from '../certificate-id.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { certificateDecider } from '../certificate.decider.js';
import { bundlesEarned } from './bundles-earned.js';
import type { IssueBundleCertificatesInput, IssueCourseCertificateInput } from './issue-certificate.js';

/** The learner's name as they wrote it on their profile, first name then last. */
const holderName = (user: Pick<UserDocument, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * Issues certificates with what they say read now: the holder's name from their profile and the titles from
 * the catalogue. A learner whose account is gone, or a course or bundle no longer in the catalogue, gets
 * nothing (nothing to print). Issuing on the derived stream twice issues once.
 */
@Injectable()
export class CertificateIssuer {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  private user(userId: string): Promise<UserDocument | null> {
    return this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId }, { projection: { firstName: 1, lastName: 1 } });
  }

  /** The course certificate for a passed test; null when there is nothing to issue it from. */
  async issueCourse({ userId, courseId, scorePercent, at }: IssueCourseCertificateInput, metadata: CommandMetadata): Promise<CommandResult | null> {
    const [user, course] = await Promise.all([
      this.user(userId),
      this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId }, { projection: { titleEn: 1, titleTh: 1 } }),
    ]);
    if (!user || !course) return null;
    const certificateId = certificateIdFor(userId, 'course', courseId);
    return this.executor.execute(
      certificateDecider,
      certificateStream(certificateId),
      {
        type: 'IssueCertificate',
        certificateId,
        userId,
        holderName: holderName(user),
        kind: 'course',
        subjectId: courseId,
        titleEn: course.titleEn,
        titleTh: course.titleTh,
        scorePercent,
        courseIds: [courseId],
        at,
      },
      metadata,
    );
  }

  /** The certificate of each held bundle the learner has earned (`bundlesEarned`), each under its own key. */
  async issueBundles(input: IssueBundleCertificatesInput, metadata: CommandMetadata): Promise<void> {
    const bundles = await this.documents
      .collection<BundleDocument>(BUNDLES_COLLECTION)
      .find({ _id: { $in: input.bundleIds } }, { projection: { courseIds: 1, nameEn: 1, nameTh: 1 } })
      .toArray();
    const courseIds = [...new Set(bundles.flatMap((b) => b.courseIds))];
    const tests = await this.documents
      .collection<CourseTestDocument>(COURSE_TESTS_COLLECTION)
      .find({ _id: { $in: courseIds } }, { projection: { _id: 1 } })
      .toArray();
    const earned = bundlesEarned(
      bundles.map((b) => ({ ...b, id: b._id })),
      {
        completedCourseIds: new Set(input.completedCourseIds),
        passedCourseIds: new Set(input.passedCourseIds),
        coursesWithTest: new Set(tests.map((t) => t._id)),
      },
    );
    if (earned.length === 0) return;
    const user = await this.user(input.userId);
    if (!user) return;
    for (const bundle of earned) {
      const certificateId = certificateIdFor(input.userId, 'bundle', bundle.id);
      await this.executor.execute(
        certificateDecider,
        certificateStream(certificateId),
        {
          type: 'IssueCertificate',
          certificateId,
          userId: input.userId,
          holderName: holderName(user),
          kind: 'bundle',
          subjectId: bundle.id,
          titleEn: bundle.nameEn,
          titleTh: bundle.nameTh,
          scorePercent: null,
          courseIds: bundle.courseIds,
          at: input.at,
        },
        { ...metadata, ...(metadata.idempotencyKey ? { idempotencyKey: `${metadata.idempotencyKey}:${certificateId}` } : {}) },
      );
    }
  }
}
