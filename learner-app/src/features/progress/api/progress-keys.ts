import type { QueryKey } from '@tanstack/react-query';
import { sharedKeys } from '../../../lib/query-keys';

const SUMMARY = 'learning-summary';

/** Query keys of the progress feature: a course's progress under the course, the learning summary under the account. */
export const progressKeys = {
  course: (courseId: string) => [...sharedKeys.course(courseId), 'progress'] as const,
  summary: (userId: string) => [...sharedKeys.user(userId), SUMMARY] as const,
  /** Whether a key is a learning summary, whoever's it is. */
  isSummary: (queryKey: QueryKey) => queryKey[2] === SUMMARY,
};
