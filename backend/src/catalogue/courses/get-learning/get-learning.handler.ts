import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COURSES_COLLECTION,
  heldCourseAccess,
  storedText,
  membershipCovers,
  MEMBERSHIPS_COLLECTION,
  USERS_COLLECTION,
  type CourseDocument,
  type CourseLearningResponse,
  type MembershipDocument,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { lessonCaptions } from '../captions/demo-captions.js';
import { toLessonOutline, toSectionParts } from '../course-response.mapper.js';
import { GetLearningQuery } from './get-learning.query.js';

/**
 * Course learning (spec section 6): administrators, learners whose access to the course has not
 * ended (bought, in a bought bundle, or free) and members whose membership covers it (spec section
 * 4) get the lessons with their media; anyone else FORBIDDEN.
 */
@QueryHandler(GetLearningQuery)
export class GetLearningHandler implements IQueryHandler<GetLearningQuery, CourseLearningResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseId, caller, now }: GetLearningQuery): Promise<CourseLearningResponse> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!course) throw DomainError.notFound();
    let accessUntil: string | null = null;
    if (caller.role !== 'ADMIN') {
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
    return {
      id: course._id,
      titleEn: title.en,
      titleTh: title.th,
      accessUntil,
      sections: course.curriculum.map(toSectionParts).map((section) => ({
        ...section,
        lessons: section.lessons.map((lesson) => ({
          ...toLessonOutline(lesson),
          videoUrl: lesson.kind === 'video' ? lesson.videoUrl : null,
          resourceUrl: lesson.kind === 'resource' ? lesson.resourceUrl : null,
          questionCount: lesson.kind === 'quiz' ? lesson.questions.length : null,
          captions: lesson.kind === 'video' ? lessonCaptions(lesson) : [],
        })),
      })),
    };
  }
}
