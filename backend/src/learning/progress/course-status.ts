import type { CourseProgressStatus, ProgressDocument } from '@khru/contracts';

/** Spec section 4's status of a held course: completed once completed, in progress once anything was recorded. */
export function courseStatus(progress: Pick<ProgressDocument, 'completedAt' | 'lastLessonId' | 'lessons'> | null): CourseProgressStatus {
  if (!progress) return 'NOT_STARTED';
  if (progress.completedAt) return 'COMPLETED';
  return progress.lastLessonId !== null || Object.keys(progress.lessons).length > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
}
