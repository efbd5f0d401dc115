import type { QueryClient } from '@tanstack/react-query';

/** Every review query sits under `['reviews']`, so a change reads them all again. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => [...reviewKeys.all, 'course', courseId] as const,
  list: (courseId: string, rating: number | null, take: number) => [...reviewKeys.course(courseId), 'list', rating, take] as const,
  count: (courseId: string) => [...reviewKeys.course(courseId), 'count'] as const,
  mineOfCourse: (courseId: string) => [...reviewKeys.course(courseId), 'mine'] as const,
  mine: (take: number) => [...reviewKeys.all, 'mine', take] as const,
  ofUser: (userId: string, take: number) => [...reviewKeys.all, 'user', userId, take] as const,
};

export const reviewsPath = (courseId: string) => `cmsapi/courses/${encodeURIComponent(courseId)}`;

/** After a change: wait until the read models have passed it (one small read with `?after=`), then read the reviews again. */
export const refreshReviewsAfter = async (client: QueryClient, waitFor: (after: string) => Promise<unknown>, position: string | null) => {
  if (position) await waitFor(position);
  await client.invalidateQueries({ queryKey: reviewKeys.all });
};
