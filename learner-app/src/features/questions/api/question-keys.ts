import { sharedKeys } from '../../../lib/query-keys';

/** Every Q&A read of a course (questions, replies, search) sits under `all(courseId)`, so a change refreshes them all. */
export const questionKeys = {
  all: (courseId: string) => [...sharedKeys.course(courseId), 'qa'] as const,
  list: (courseId: string, take: number) => [...questionKeys.all(courseId), 'questions', take] as const,
  replies: (courseId: string, questionId: string, take: number) => [...questionKeys.all(courseId), 'replies', questionId, take] as const,
  search: (courseId: string, search: string, take: number) => [...questionKeys.all(courseId), 'search', search, take] as const,
};
