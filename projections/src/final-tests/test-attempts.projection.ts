import { TEST_ATTEMPTS_COLLECTION, type TestAttemptDocument, type TestAttemptStarted } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveTestAttempt(document: TestAttemptDocument | null, recorded: RecordedEvent): TestAttemptDocument {
  const { attemptId, userId, courseId, at } = asDomainEvent<TestAttemptStarted>(recorded).data;
  return document ?? { _id: attemptId, userId, courseId, startedAt: at };
}

/** Read model `testAttempts`: whose test record each attempt is in, for the answer route, which names only the attempt. */
export const testAttemptsProjection: DocumentProjection<TestAttemptDocument> = {
  kind: 'document',
  name: 'testAttempts',
  collection: TEST_ATTEMPTS_COLLECTION,
  handles: ['TestAttemptStarted'],
  documentId: (event) => (event.data as { attemptId: string }).attemptId,
  evolve: evolveTestAttempt,
};
