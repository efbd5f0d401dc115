/**
 * A holder's course status (spec section 4). "Not Purchased" is never answered here: the progress routes refuse
 * anyone who does not hold the course (403 FORBIDDEN, as the learning page does), and screens that list courses
 * the caller does not hold show that status themselves.
 */
export type CourseProgressStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';

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

/** `GET coursesapi/progress/summary`: the caller's learning time over all courses, and each course's status. */
export interface LearningSummaryResponse {
  learningSeconds: number;
  courses: { courseId: string; status: CourseProgressStatus }[];
}
