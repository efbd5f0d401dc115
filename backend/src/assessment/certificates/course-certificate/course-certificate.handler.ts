import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { certificateStream, testStream, type CertificateResponse, type TestAttemptFinished } from '@khru/contracts';
import type { EventStore, RuntimeConfig } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { certificateIdFor } from '../certificate-id.js';
import { EVENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { certificateDecider } from '../certificate.decider.js';
import { factsOf, toCertificateResponse } from '../certificate-responses.js';
import { CertificateIssuer } from '../issuing/certificate-issuer.js';
import { CourseCertificateCommand } from './course-certificate.command.js';

/**
 * `POST certificatesapi/certificate/by-course/{id}`: the caller's certificate for a course, read from its own
 * stream (so it is there the moment it is issued). When the learner passed the test and the workflow has not
 * issued it yet, it is issued here from that pass, exactly as the workflow would; the stream issues it once
 * whoever comes first. No pass: 404.
 */
@CommandHandler(CourseCertificateCommand)
export class CourseCertificateHandler implements ICommandHandler<CourseCertificateCommand, CertificateResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly issuer: CertificateIssuer,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ caller, courseId, metadata }: CourseCertificateCommand): Promise<CertificateResponse> {
    const stream = certificateStream(certificateIdFor(caller.userId, 'course', courseId));
    let state = await this.executor.load(certificateDecider, stream);
    if (state.status === 'absent') {
      const pass = await this.passOf(caller.userId, courseId);
      if (!pass) throw DomainError.notFound();
      await this.issuer.issueCourse({ userId: caller.userId, courseId, scorePercent: pass.scorePercent, at: pass.at }, metadata);
      state = await this.executor.load(certificateDecider, stream);
      if (state.status === 'absent') throw DomainError.notFound();
    }
    return toCertificateResponse(factsOf(state), this.config.publicUrl);
  }

  /** The learner's passed attempt at the course's test, from their test record's stream. */
  private async passOf(userId: string, courseId: string): Promise<TestAttemptFinished['data'] | null> {
    const history = await this.store.readStream(testStream(userId, courseId));
    const pass = history.find((e) => e.type === 'TestAttemptFinished' && (e.data as TestAttemptFinished['data']).passed);
    return pass ? (pass.data as TestAttemptFinished['data']) : null;
  }
}
