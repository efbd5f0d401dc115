import type { CourseListRequestBody, LoadOptions } from '@khru/contracts';
import { sharedKeys } from '../../../lib/query-keys';

/** Query keys of the catalogue: courses, bundles, instructors, job functions and the storefront. */
export const catalogueKeys = {
  courses: ['courses'] as const,
  courseList: (body: CourseListRequestBody) => [...catalogueKeys.courses, 'list', body] as const,
  course: (courseId: string) => sharedKeys.course(courseId),
  learning: (courseId: string) => [...sharedKeys.course(courseId), 'learning'] as const,
  restrictions: (courseId: string) => [...sharedKeys.course(courseId), 'restrictions'] as const,
  bundles: ['bundles'] as const,
  bundleList: (loadOptions: LoadOptions) => [...catalogueKeys.bundles, 'list', loadOptions] as const,
  bundle: (bundleId: string) => [...catalogueKeys.bundles, bundleId] as const,
  instructors: ['instructors'] as const,
  instructorList: (skip: number, take: number) => [...catalogueKeys.instructors, 'list', skip, take] as const,
  instructor: (instructorId: string) => [...catalogueKeys.instructors, instructorId] as const,
  jobFunctions: () => ['job-functions'] as const,
  storefront: ['storefront'] as const,
  banners: () => [...catalogueKeys.storefront, 'banners'] as const,
  choices: () => [...catalogueKeys.storefront, 'choices'] as const,
};
