import type { QueryClient } from '@tanstack/react-query';

/** Every review query sits under `['reviews']`, so a change reads them all again. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => ['reviews', 'course', courseId] as const,
  mine: ['reviews', 'mine'] as const,
  user: (userId: string) => ['reviews', 'user', userId] as const,
};

export const reviewsPath = (courseId: string) => `cmsapi/courses/${encodeURIComponent(courseId)}`;

/** After a change: wait until the read models have passed it (one small read with `?after=`), then read the reviews again. */
export const refreshReviewsAfter = async (client: QueryClient, waitFor: (after: string) => Promise<unknown>, position: string | null) => {
  if (position) await waitFor(position);
  await client.invalidateQueries({ queryKey: reviewKeys.all });
};
