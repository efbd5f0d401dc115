import {
  COURSES_COLLECTION,
  REVIEWS_COLLECTION,
  USERS_COLLECTION,
  storedText,
  type CourseDocument,
  type ReviewDocument,
  type ReviewResponse,
  type ReviewWithCourseResponse,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';

type Author = Pick<UserDocument, '_id' | 'firstName' | 'lastName' | 'profileImageUrl'>;
type CourseTitles = Pick<CourseDocument, '_id' | 'title'>;

export function toReviewResponse(doc: ReviewDocument, author: Author | undefined): ReviewResponse {
  return {
    id: doc._id,
    courseId: doc.courseId,
    rating: doc.rating,
    text: doc.text,
    status: doc.status,
    version: doc.version,
    created: doc.created,
    updated: doc.updated,
    author: { id: doc.userId, name: author ? `${author.firstName} ${author.lastName}`.trim() : '', profileImageUrl: author?.profileImageUrl ?? null },
  };
}

async function byId<T extends { _id: string }>(
  documents: DocumentStore,
  collection: string,
  ids: string[],
  projection: Record<string, 1>,
): Promise<Map<string, T>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await documents
    .collection<T>(collection)
    .find({ _id: { $in: unique } }, { projection })
    .toArray();
  return new Map(found.map((d) => [d._id, d]));
}

/** A page of reviews, newest first, with their authors' names (read now, so a renamed author shows the new name). */
export async function reviewPage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
): Promise<{ data: ReviewResponse[]; totalCount: number }> {
  const reviews = documents.collection<ReviewDocument>(REVIEWS_COLLECTION);
  const [docs, totalCount] = await Promise.all([
    reviews.find(filter, { sort: { created: -1, _id: 1 }, skip, limit: take }).toArray(),
    reviews.countDocuments(filter),
  ]);
  const authors = await byId<Author>(
    documents,
    USERS_COLLECTION,
    docs.map((d) => d.userId),
    { firstName: 1, lastName: 1, profileImageUrl: 1 },
  );
  return { data: docs.map((d) => toReviewResponse(d, authors.get(d.userId))), totalCount };
}

/** As `reviewPage`, each review with the titles of the course it is about. */
export async function reviewWithCoursePage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
): Promise<{ data: ReviewWithCourseResponse[]; totalCount: number }> {
  const page = await reviewPage(documents, filter, skip, take);
  const courses = await byId<CourseTitles>(
    documents,
    COURSES_COLLECTION,
    page.data.map((r) => r.courseId),
    { title: 1 },
  );
  return {
    totalCount: page.totalCount,
    data: page.data.map((review) => {
      const course = courses.get(review.courseId);
      const title = course ? storedText(course.title) : { en: '', th: '' };
      return { ...review, course: { id: review.courseId, titleEn: title.en, titleTh: title.th } };
    }),
  };
}
