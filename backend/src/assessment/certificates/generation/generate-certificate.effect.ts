import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { certificateStream } from '@khru/contracts';
import type { FileStore, RuntimeConfig } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import { FILE_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { badgeUrls } from '../badges/open-badge.js';
import { certificateDecider } from '../certificate.decider.js';
import { certificatePdf } from '../pdf/certificate.pdf.js';
import { GENERATE_CERTIFICATE, certificateFileKey, type GenerateCertificateInput } from './generate-certificate.js';

/** Failure reasons are kept short: they are for support, not a stack trace in the event store. */
const REASON_MAX_LENGTH = 300;

/**
 * Makes a certificate's PDF from its stream, stores it, and records it made; a PDF already made, or a certificate
 * revoked, is left alone. Any failure to render or store is recorded (with the next try's time) rather than
 * thrown, which would hold the workflows' feed until it succeeded; the deadline brings the retry.
 */
@Injectable()
export class GenerateCertificateEffect implements OnModuleInit {
  private readonly logger = new Logger(GenerateCertificateEffect.name);

  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(GENERATE_CERTIFICATE, (input, metadata) => this.generate(input, metadata));
  }

  private async generate({ certificateId }: GenerateCertificateInput, metadata: CommandMetadata): Promise<void> {
    const stream = certificateStream(certificateId);
    const state = await this.executor.load(certificateDecider, stream);
    if (state.status === 'absent' || state.revocation || state.pdf === 'generated') return;
    const { issued } = state;
    const fileKey = certificateFileKey(certificateId);
    const at = metadata.now.toISOString();
    // Each outcome under its own key: a redelivery after a recorded failure may still record the PDF made.
    const key = (outcome: string) => (metadata.idempotencyKey ? { idempotencyKey: `${metadata.idempotencyKey}:${outcome}` } : {});
    try {
      const pdf = await certificatePdf({
        number: issued.number,
        holderName: issued.holderName,
        kind: issued.kind,
        titleEn: issued.titleEn,
        titleTh: issued.titleTh,
        scorePercent: issued.scorePercent,
        courseCount: issued.courseIds.length,
        issuedAt: issued.at,
        verifyUrl: badgeUrls(this.config.publicUrl).verifyPage(certificateId),
      });
      await this.files.put(fileKey, pdf, 'application/pdf');
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, REASON_MAX_LENGTH);
      this.logger.warn(`Certificate ${certificateId} could not be made: ${reason}`);
      await this.executor.execute(
        certificateDecider,
        stream,
        { type: 'RecordCertificateGenerationFailed', certificateId, reason, at },
        { ...metadata, ...key('failed') },
      );
      return;
    }
    await this.executor.execute(
      certificateDecider,
      stream,
      { type: 'RecordCertificateGenerated', certificateId, fileKey, at },
      { ...metadata, ...key('generated') },
    );
  }
}
