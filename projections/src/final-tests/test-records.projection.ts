import {
  TEST_ATTEMPT_EVENT_TYPES,
  TEST_RECORDS_COLLECTION,
  testStream,
  type TestAttemptEvent,
  type TestAttemptRecord,
  type TestRecordDocument,
} from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const withAttempt = (doc: TestRecordDocument, attemptId: string, change: (attempt: TestAttemptRecord) => TestAttemptRecord): TestAttemptRecord[] =>
  doc.attempts.map((a) => (a.id === attemptId ? change(a) : a));

export function evolveTestRecord(document: TestRecordDocument | null, recorded: RecordedEvent): TestRecordDocument {
  const event = asDomainEvent<TestAttemptEvent>(recorded);
  const { userId, courseId, attemptId, at } = event.data;
  const doc: TestRecordDocument = document ?? {
    _id: testStream(userId, courseId),
    userId,
    courseId,
    attempts: [],
    passedAt: null,
    bestScorePercent: null,
    updatedAt: at,
  };
  switch (event.type) {
    case 'TestAttemptStarted': {
      const { lang, questions, passMarkPercent, retryWaitDays, deadlineAt } = event.data;
      const attempt: TestAttemptRecord = {
        id: attemptId,
        lang,
        startedAt: at,
        deadlineAt,
        questions,
        answers: [],
        passMarkPercent,
        retryWaitDays,
        result: null,
      };
      return { ...doc, attempts: [...doc.attempts, attempt], updatedAt: at };
    }
    case 'TestQuestionAnswered': {
      const { questionId, optionId, correct } = event.data;
      return { ...doc, attempts: withAttempt(doc, attemptId, (a) => ({ ...a, answers: [...a.answers, { questionId, optionId, correct }] })), updatedAt: at };
    }
    case 'TestAttemptFinished': {
      const { correctCount, total, scorePercent, passed, reason, retryAt } = event.data;
      const result = { finishedAt: at, correctCount, total, scorePercent, passed, reason, retryAt, retryOpenedAt: null };
      return {
        ...doc,
        attempts: withAttempt(doc, attemptId, (a) => ({ ...a, result })),
        passedAt: doc.passedAt ?? (passed ? at : null),
        bestScorePercent: Math.max(doc.bestScorePercent ?? 0, scorePercent),
        updatedAt: at,
      };
    }
    case 'TestRetryOpened':
      return { ...doc, attempts: withAttempt(doc, attemptId, (a) => (a.result ? { ...a, result: { ...a.result, retryOpenedAt: at } } : a)), updatedAt: at };
    default: {
      const _exhaustive: never = event;
      return doc;
    }
  }
}

/** Read model `testRecords`: each learner's record of a course's test (attempts, answers, results), indexed by learner for their list of tests. */
export const testRecordsProjection: DocumentProjection<TestRecordDocument> = {
  kind: 'document',
  name: 'testRecords',
  collection: TEST_RECORDS_COLLECTION,
  handles: TEST_ATTEMPT_EVENT_TYPES,
  documentId: (event) => {
    const { userId, courseId } = event.data as { userId: string; courseId: string };
    return testStream(userId, courseId);
  },
  evolve: evolveTestRecord,
  indexes: [{ keys: { userId: 1 } }],
};
