import { COURSES_COLLECTION, type CourseDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { CourseCategories } from './voucher-eligibility.js';

/** The category and sub-category of each of these courses, from the courses read model. */
export async function courseCategories(documents: DocumentStore, courseIds: readonly string[]): Promise<CourseCategories> {
  if (courseIds.length === 0) return new Map();
  const courses = await documents
    .collection<CourseDocument>(COURSES_COLLECTION)
    .find({ _id: { $in: [...new Set(courseIds)] } }, { projection: { _id: 1, categoryId: 1, subCategoryId: 1 } })
    .toArray();
  return new Map(courses.map((c) => [c._id, [c.categoryId, c.subCategoryId].filter((id): id is string => Boolean(id))]));
}
