import {
  COURSES_COLLECTION,
  QUESTIONS_COLLECTION,
  REPLIES_COLLECTION,
  USERS_COLLECTION,
  storedText,
  type CourseDocument,
  type ModeratedQuestionResponse,
  type ModeratedReplyResponse,
  type QaAuthor,
  type QaCourseRef,
  type QuestionDocument,
  type QuestionResponse,
  type ReplyDocument,
  type ReplyResponse,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';

type Author = Pick<UserDocument, '_id' | 'firstName' | 'lastName' | 'profileImageUrl'>;
type CourseTitles = Pick<CourseDocument, '_id' | 'title'>;

/** Lists of questions and replies are newest first (spec section 7). */
export const NEWEST_FIRST = { created: -1, _id: 1 } as const;

async function byId<T extends { _id: string }>(
  documents: DocumentStore,
  collection: string,
  ids: string[],
  projection?: Record<string, 1>,
): Promise<Map<string, T>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await documents
    .collection<T>(collection)
    .find({ _id: { $in: unique } }, projection ? { projection } : {})
    .toArray();
  return new Map(found.map((d) => [d._id, d]));
}

/** Authors' names as they are now, so a renamed author shows the new name. */
async function authorsOf(documents: DocumentStore, userIds: string[]): Promise<(userId: string) => QaAuthor> {
  const users = await byId<Author>(documents, USERS_COLLECTION, userIds, { firstName: 1, lastName: 1, profileImageUrl: 1 });
  return (userId) => {
    const user = users.get(userId);
    return { id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '', profileImageUrl: user?.profileImageUrl ?? null };
  };
}

async function coursesOf(documents: DocumentStore, courseIds: string[]): Promise<(courseId: string) => QaCourseRef> {
  const courses = await byId<CourseTitles>(documents, COURSES_COLLECTION, courseIds, { title: 1 });
  return (courseId) => {
    const title = storedText(courses.get(courseId)?.title);
    return { id: courseId, titleEn: title.en, titleTh: title.th };
  };
}

const toQuestion = (doc: QuestionDocument, author: QaAuthor, callerId: string): QuestionResponse => ({
  id: doc._id,
  courseId: doc.courseId,
  lessonId: doc.lessonId,
  text: doc.text,
  status: doc.status,
  version: doc.version,
  created: doc.created,
  updated: doc.updated,
  author,
  replyCount: doc.publishedReplyIds.length,
  mine: doc.userId === callerId,
});

const toReply = (doc: ReplyDocument, author: QaAuthor, callerId: string): ReplyResponse => ({
  id: doc._id,
  questionId: doc.questionId,
  courseId: doc.courseId,
  text: doc.text,
  status: doc.status,
  version: doc.version,
  created: doc.created,
  updated: doc.updated,
  author,
  authorRole: doc.authorRole,
  mine: doc.userId === callerId,
});

/** Questions as the caller sees them, with their authors. */
export async function questionResponses(documents: DocumentStore, docs: QuestionDocument[], callerId: string): Promise<QuestionResponse[]> {
  const author = await authorsOf(
    documents,
    docs.map((d) => d.userId),
  );
  return docs.map((d) => toQuestion(d, author(d.userId), callerId));
}

/** A page of questions matching `filter`, newest first. */
export async function questionPage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
  callerId: string,
): Promise<{ data: QuestionResponse[]; totalCount: number }> {
  const questions = documents.collection<QuestionDocument>(QUESTIONS_COLLECTION);
  const [docs, totalCount] = await Promise.all([questions.find(filter, { sort: NEWEST_FIRST, skip, limit: take }).toArray(), questions.countDocuments(filter)]);
  return { data: await questionResponses(documents, docs, callerId), totalCount };
}

/** A page of replies matching `filter`, newest first. */
export async function replyPage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
  callerId: string,
): Promise<{ data: ReplyResponse[]; totalCount: number }> {
  const replies = documents.collection<ReplyDocument>(REPLIES_COLLECTION);
  const [docs, totalCount] = await Promise.all([replies.find(filter, { sort: NEWEST_FIRST, skip, limit: take }).toArray(), replies.countDocuments(filter)]);
  const author = await authorsOf(
    documents,
    docs.map((d) => d.userId),
  );
  return { data: docs.map((d) => toReply(d, author(d.userId), callerId)), totalCount };
}

/** Questions to moderate, each with the titles of its course. */
export async function moderatedQuestionPage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
  callerId: string,
): Promise<{ data: ModeratedQuestionResponse[]; totalCount: number }> {
  const page = await questionPage(documents, filter, skip, take, callerId);
  const course = await coursesOf(
    documents,
    page.data.map((q) => q.courseId),
  );
  return { totalCount: page.totalCount, data: page.data.map((q) => ({ ...q, course: course(q.courseId) })) };
}

/**
 * Replies to moderate, each with its course and the question it answers. Replies of a deleted
 * question are gone with it, so they are left out before paging.
 */
export async function moderatedReplyPage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
  callerId: string,
): Promise<{ data: ModeratedReplyResponse[]; totalCount: number }> {
  const all = await documents.collection<ReplyDocument>(REPLIES_COLLECTION).find(filter, { sort: NEWEST_FIRST }).toArray();
  const questions = await byId<QuestionDocument>(
    documents,
    QUESTIONS_COLLECTION,
    all.map((r) => r.questionId),
    { text: 1 },
  );
  const live = all.filter((r) => questions.has(r.questionId));
  const docs = live.slice(skip, skip + take);
  const [author, course] = await Promise.all([
    authorsOf(
      documents,
      docs.map((d) => d.userId),
    ),
    coursesOf(
      documents,
      docs.map((d) => d.courseId),
    ),
  ]);
  return {
    totalCount: live.length,
    data: docs.map((d) => ({
      ...toReply(d, author(d.userId), callerId),
      course: course(d.courseId),
      question: { id: d.questionId, text: questions.get(d.questionId)?.text ?? '' },
    })),
  };
}
