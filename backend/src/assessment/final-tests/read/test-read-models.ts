import { Inject, Injectable } from '@nestjs/common';
import {
  CERTIFICATES_COLLECTION,
  COURSE_TESTS_COLLECTION,
  PROGRESS_COLLECTION,
  progressStream,
  TEST_RECORDS_COLLECTION,
  testStream,
  type CertificateDocument,
  type CourseTestDocument,
  type ProgressDocument,
  type TestRecordDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { certificateIdFor } from '../../certificates/certificate-id.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';

/** What the test slice reads besides the course: the test, the learner's progress, record and certificate. */
@Injectable()
export class TestReadModels {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  definition(courseId: string): Promise<CourseTestDocument | null> {
    return this.documents.collection<CourseTestDocument>(COURSE_TESTS_COLLECTION).findOne({ _id: courseId });
  }

  definitions(courseIds: string[]): Promise<CourseTestDocument[]> {
    return this.documents
      .collection<CourseTestDocument>(COURSE_TESTS_COLLECTION)
      .find({ _id: { $in: courseIds } })
      .toArray();
  }

  /** The learner's progress says the course is completed (a completion is never undone). */
  async courseCompleted(userId: string, courseId: string): Promise<boolean> {
    const progress = await this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).findOne({ _id: progressStream(userId, courseId) });
    return Boolean(progress?.completedAt);
  }

  record(userId: string, courseId: string): Promise<TestRecordDocument | null> {
    return this.documents.collection<TestRecordDocument>(TEST_RECORDS_COLLECTION).findOne({ _id: testStream(userId, courseId) });
  }

  /** The learner's progress documents and test records, for their list of tests. */
  async learnerDocuments(userId: string): Promise<{ progress: ProgressDocument[]; records: TestRecordDocument[] }> {
    const [progress, records] = await Promise.all([
      this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).find({ userId }).toArray(),
      this.documents.collection<TestRecordDocument>(TEST_RECORDS_COLLECTION).find({ userId }).toArray(),
    ]);
    return { progress, records };
  }

  /** The ids of the course certificates the certificates slice has issued to the learner, by course. */
  async courseCertificates(userId: string, courseIds: string[]): Promise<Map<string, string>> {
    const ids = new Map(courseIds.map((courseId) => [certificateIdFor(userId, 'course', courseId), courseId]));
    const issued = await this.documents
      .collection<CertificateDocument>(CERTIFICATES_COLLECTION)
      .find({ _id: { $in: [...ids.keys()] } })
      .toArray();
    return new Map(issued.map((c) => [ids.get(c._id)!, c._id]));
  }
}
