import { COURSE_RATINGS_COLLECTION, type CourseRating, type CourseRatingDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';

/** The published-review rating of each of a page of courses, in one read (a course without one is absent). */
export async function ratingsOf(documents: DocumentStore, ids: string[]): Promise<Map<string, CourseRating>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await documents
    .collection<CourseRatingDocument>(COURSE_RATINGS_COLLECTION)
    .find({ _id: { $in: unique } }, { projection: { average: 1, count: 1 } })
    .toArray();
  return new Map(found.map((r) => [r._id, { average: r.average, count: r.count }]));
}
