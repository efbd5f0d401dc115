import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, USERS_COLLECTION, type CourseDocument, type MyTestItem, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { TestReadModels } from '../read/test-read-models.js';
import { COURSE_ACCESS, type CourseAccessPort } from '../../../kernel/course-access/course-access.port.js';
import { testStanding } from '../views/test-standing.js';
import { ListMyTestsQuery } from './list-my-tests.query.js';

/**
 * The `/test` page: each course the caller holds that has a final test, where they stand with it, the best score
 * and the certificate. The courses are those bought (or granted) and those studied or tested under a membership;
 * the most recently tested first, then by title.
 */
@QueryHandler(ListMyTestsQuery)
export class ListMyTestsHandler implements IQueryHandler<ListMyTestsQuery, MyTestItem[]> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(COURSE_ACCESS) private readonly holders: CourseAccessPort,
    private readonly reads: TestReadModels,
  ) {}

  async execute({ caller, now }: ListMyTestsQuery): Promise<MyTestItem[]> {
    const { userId } = caller;
    const [user, { progress, records }] = await Promise.all([
      this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId }),
      this.reads.learnerDocuments(userId),
    ]);
    const candidates = [...new Set([...(user?.purchasedCourseIds ?? []), ...progress.map((p) => p.courseId), ...records.map((r) => r.courseId)])];
    const tested = new Set((await this.reads.definitions(candidates)).map((t) => t._id));
    const courses = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: candidates.filter((id) => tested.has(id)) }, status: 'published' })
      .toArray();
    const held = await this.holders.heldOf(caller, courses, now);
    const certificates = await this.reads.courseCertificates(
      userId,
      held.map((c) => c._id),
    );
    const recordOf = new Map(records.map((r) => [r.courseId, r]));
    const completed = new Set(progress.filter((p) => p.completedAt).map((p) => p.courseId));
    const recency = (courseId: string) => recordOf.get(courseId)?.updatedAt ?? '';
    return held
      .sort((a, b) => recency(b._id).localeCompare(recency(a._id)) || a.titleEn.localeCompare(b.titleEn))
      .map((course) => {
        const record = recordOf.get(course._id) ?? null;
        const standing = testStanding(record, completed.has(course._id), now);
        return {
          courseId: course._id,
          courseTitleEn: course.titleEn,
          courseTitleTh: course.titleTh,
          thumbnailUrl: course.thumbnailUrl,
          outcome: standing.outcome,
          bestScorePercent: record?.bestScorePercent ?? null,
          retryAt: standing.retryAt,
          certificateId: standing.outcome === 'passed' ? (certificates.get(course._id) ?? null) : null,
        };
      });
  }
}
