import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PROGRESS_COLLECTION, progressStream, type CourseProgressResponse, type ProgressDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { courseLessons } from '../course-lessons.js';
import { courseStatus } from '../course-status.js';
import { GetProgressQuery } from './get-progress.query.js';

/** The caller's progress in a course they hold: each lesson of the current curriculum, the status and where to resume. */
@QueryHandler(GetProgressQuery)
export class GetProgressHandler implements IQueryHandler<GetProgressQuery, CourseProgressResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ caller, courseId, now }: GetProgressQuery): Promise<CourseProgressResponse> {
    const course = await this.holders.assertHolds(caller, courseId, now);
    const progress = await this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).findOne({ _id: progressStream(caller.userId, courseId) });
    const lessons = courseLessons(course).map((lesson) => {
      const kept = progress?.lessons[lesson.id];
      const completed = kept?.completed ?? false;
      const share = lesson.kind === 'video' && lesson.durationSeconds > 0 ? (kept?.watchedSeconds ?? 0) / lesson.durationSeconds : completed ? 1 : 0;
      return { lessonId: lesson.id, position: kept?.position ?? 0, watchedPercent: Math.min(100, Math.round(share * 100)), completed };
    });
    const last = progress?.lastLessonId ? progress.lessons[progress.lastLessonId] : undefined;
    return {
      courseId,
      status: courseStatus(progress),
      lessons,
      resume: progress?.lastLessonId && last ? { lessonId: progress.lastLessonId, position: last.position } : null,
      learningSeconds: Math.round(progress?.learningSeconds ?? 0),
      completedAt: progress?.completedAt ?? null,
    };
  }
}
