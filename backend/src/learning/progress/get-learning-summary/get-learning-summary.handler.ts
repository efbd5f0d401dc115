import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COURSES_COLLECTION,
  coursePercent,
  PROGRESS_COLLECTION,
  type CourseDocument,
  type CourseSummaryProgress,
  type LearningSummaryResponse,
  type ProgressDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { courseLessons } from '../course-lessons.js';
import { courseStatus } from '../course-status.js';
import { GetLearningSummaryQuery } from './get-learning-summary.query.js';

/**
 * A learner's learning time over every course (the profile banner's hours) and each studied course: its status,
 * the lessons of its current curriculum completed, and when last studied, most recent first (My Learning's order).
 */
@QueryHandler(GetLearningSummaryQuery)
export class GetLearningSummaryHandler implements IQueryHandler<GetLearningSummaryQuery, LearningSummaryResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId }: GetLearningSummaryQuery): Promise<LearningSummaryResponse> {
    const progress = await this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).find({ userId }).toArray();
    const courses = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: progress.map((p) => p.courseId) } }, { projection: { curriculum: 1 } })
      .toArray();
    const lessonsOf = new Map(courses.map((course) => [course._id, courseLessons(course).map((lesson) => lesson.id)]));
    const studied = progress.map((p): CourseSummaryProgress => {
      const lessonIds = lessonsOf.get(p.courseId) ?? [];
      const completedLessons = lessonIds.filter((id) => p.lessons[id]?.completed).length;
      const status = courseStatus(p);
      return {
        courseId: p.courseId,
        status,
        completedLessons,
        lessonCount: lessonIds.length,
        percent: coursePercent(completedLessons, lessonIds.length, status),
        lastActivityAt: p.updatedAt,
        completedAt: p.completedAt,
      };
    });
    return {
      learningSeconds: Math.round(progress.reduce((sum, p) => sum + p.learningSeconds, 0)),
      courses: studied.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt)),
    };
  }
}
