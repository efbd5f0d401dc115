import { Inject, Injectable } from '@nestjs/common';
import { TEST_ATTEMPTS_COLLECTION, type TestAttemptDocument } from '@khru/contracts';
import type { DocumentStore, EventStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { READ_WAIT_MS } from '../../../kernel/http/read-after.interceptor.js';
import { DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from '../../../kernel/infrastructure/tokens.js';

/**
 * Finds whose test record an attempt is in (the answer route names only the attempt). An attempt started a moment
 * ago may not have reached the read model yet: then it waits, once and bounded, for the read models to pass
 * everything appended so far, before answering NOT_FOUND. Another learner's attempt is NOT_FOUND too.
 */
@Injectable()
export class AttemptLookup {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  async courseOf(attemptId: string, userId: string): Promise<string> {
    let attempt = await this.find(attemptId);
    if (!attempt) {
      const head = await this.events.headPosition();
      if (head && (await this.runner.waitFor(head, READ_WAIT_MS))) attempt = await this.find(attemptId);
    }
    if (!attempt || attempt.userId !== userId) throw DomainError.notFound();
    return attempt.courseId;
  }

  private find(attemptId: string): Promise<TestAttemptDocument | null> {
    return this.documents.collection<TestAttemptDocument>(TEST_ATTEMPTS_COLLECTION).findOne({ _id: attemptId });
  }
}
