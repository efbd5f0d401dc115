import { COURSE_TEST_EVENT_TYPES, COURSE_TESTS_COLLECTION, type CourseTestDocument, type CourseTestEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveCourseTest(_document: CourseTestDocument | null, recorded: RecordedEvent): CourseTestDocument {
  const event = asDomainEvent<CourseTestEvent>(recorded);
  switch (event.type) {
    case 'CourseTestDefined': {
      const { at, ...test } = event.data;
      return { _id: test.courseId, ...test, definedAt: at };
    }
    default: {
      const _exhaustive: never = event.type;
      throw new Error('unknown course test event');
    }
  }
}

/** Read model `courseTests`: each course's final test as last defined, answer key included (the server judges with it; learners never read it). */
export const courseTestsProjection: DocumentProjection<CourseTestDocument> = {
  kind: 'document',
  name: 'courseTests',
  collection: COURSE_TESTS_COLLECTION,
  handles: COURSE_TEST_EVENT_TYPES,
  documentId: (event) => (event.data as { courseId: string }).courseId,
  evolve: evolveCourseTest,
};
