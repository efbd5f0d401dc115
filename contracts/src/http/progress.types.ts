import type { CourseProgressStatus } from '../learning/course-status.js';

/*
 * A holder's course status (spec section 4, `learning/course-status.ts`). "Not Purchased" is never answered here:
 * the progress routes refuse anyone who does not hold the course (403 FORBIDDEN, as the learning page does), and
 * screens that list courses the caller does not hold show that status themselves.
 */

export interface LessonProgressResponse {
  lessonId: string;
  position: number;
  /** 0 to 100, whole numbers; 100 for a completed non-video lesson. */
  watchedPercent: number;
  completed: boolean;
}

/** `GET coursesapi/course/{id}/progress`. */
export interface CourseProgressResponse {
  courseId: string;
  status: CourseProgressStatus;
  lessons: LessonProgressResponse[];
  /** Where to resume: the lesson last reported and its position (null before any report). */
  resume: { lessonId: string; position: number } | null;
  learningSeconds: number;
  completedAt: string | null;
}

/** One studied course in the summary: its status, how far (lessons of the current curriculum) and when last studied. */
export interface CourseSummaryProgress {
  courseId: string;
  status: CourseProgressStatus;
  completedLessons: number;
  lessonCount: number;
  /** Whole percent of the lessons completed; 100 once the course is completed. */
  percent: number;
  lastActivityAt: string;
  completedAt: string | null;
}

/** `GET coursesapi/progress/summary`: the caller's learning time over all courses, and each studied course, most recent first. */
export interface LearningSummaryResponse {
  learningSeconds: number;
  courses: CourseSummaryProgress[];
}
