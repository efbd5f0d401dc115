import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COURSES_COLLECTION,
  heldCourseAccess,
  INSTRUCTORS_COLLECTION,
  storedText,
  membershipCovers,
  MEMBERSHIPS_COLLECTION,
  USERS_COLLECTION,
  type CourseDocument,
  type CourseLearningResponse,
  type InstructorDocument,
  type MembershipDocument,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { MediaSigner } from '../../../kernel/files/media-signer.js';
import { lessonCaptions } from '../captions/lesson-captions.js';
import { toLessonOutline, toSectionParts } from '../course-response.mapper.js';
import { GetLearningQuery } from './get-learning.query.js';
import { playableUrl } from './learning-media.js';

/**
 * Course learning (spec section 6): administrators, the course's instructor (to see it as learners
 * do and answer their questions there), learners whose access to the course has not ended (bought,
 * in a bought bundle, or free) and members whose membership covers it (spec section 4) get the
 * lessons with their media; anyone else FORBIDDEN. Private media (`media:` references) is
 * signed for the caller, for a few hours (ADR 27), only once access is settled.
 */
@QueryHandler(GetLearningQuery)
export class GetLearningHandler implements IQueryHandler<GetLearningQuery, CourseLearningResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly signer: MediaSigner,
  ) {}

  async execute({ courseId, caller, now }: GetLearningQuery): Promise<CourseLearningResponse> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!course) throw DomainError.notFound();
    let accessUntil: string | null = null;
    if (caller.role !== 'ADMIN' && !(await this.teaches(caller.userId, course))) {
      const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: caller.userId });
      const held = heldCourseAccess(user, courseId, now);
      if (held !== undefined) accessUntil = held;
      else {
        const membership = await this.documents.collection<MembershipDocument>(MEMBERSHIPS_COLLECTION).findOne({ _id: caller.userId });
        if (!membershipCovers(membership, course.publishedAt, now)) throw new DomainError('FORBIDDEN');
        accessUntil = membership!.accessUntil;
      }
    }
    const title = storedText(course.title);
    const sign = (key: string) => this.signer.sign(key, now);
    return {
      id: course._id,
      titleEn: title.en,
      titleTh: title.th,
      accessUntil,
      sections: course.curriculum.map(toSectionParts).map((section) => ({
        ...section,
        lessons: section.lessons.map((lesson) => ({
          ...toLessonOutline(lesson),
          videoUrl: lesson.kind === 'video' ? playableUrl(lesson.videoUrl, sign) : null,
          resourceUrl: lesson.kind === 'resource' ? playableUrl(lesson.resourceUrl, sign) : null,
          questionCount: lesson.kind === 'quiz' ? lesson.questions.length : null,
          captions: lesson.kind === 'video' ? lessonCaptions(lesson) : [],
        })),
      })),
    };
  }

  /** Whether the caller's account is the one linked to the course's instructor. */
  private async teaches(userId: string, course: CourseDocument): Promise<boolean> {
    const instructor = await this.documents.collection<InstructorDocument>(INSTRUCTORS_COLLECTION).findOne({ _id: course.instructorId });
    return instructor?.userId === userId;
  }
}
