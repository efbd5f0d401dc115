import { sharedKeys } from '../../../lib/query-keys';

/** Query keys of the notes feature: a course's notes sit under the course. */
export const noteKeys = {
  list: (courseId: string) => [...sharedKeys.course(courseId), 'notes'] as const,
};
