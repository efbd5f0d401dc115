import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BUNDLES_COLLECTION, COURSES_COLLECTION, ORGANISATIONS_COLLECTION, licenceStream, type OrganisationDocument } from '@khru/contracts';
import { newEventId, type DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { missingIds } from '../../../kernel/read-models/assert-references.js';
import { licenceDecider } from '../licence.decider.js';
import { CreateLicencePoolCommand } from './create-licence-pool.command.js';

/**
 * A platform admin opens a licence pool for an organisation that exists, covering courses and
 * bundles that exist. A retry with the same Idempotency-Key names the same pool, so it opens once.
 */
@CommandHandler(CreateLicencePoolCommand)
export class CreateLicencePoolHandler implements ICommandHandler<CreateLicencePoolCommand, CommandResult & { licenceId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ pool, by, metadata }: CreateLicencePoolCommand): Promise<CommandResult & { licenceId: string }> {
    const organisation = await this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: pool.orgId });
    if (!organisation) throw DomainError.notFound();
    await this.assertCoverageExists(pool.coverage);
    const licenceId = newEventId(metadata.idempotencyKey && `licence:${metadata.idempotencyKey}`, 0);
    const result = await this.executor.execute(
      licenceDecider,
      licenceStream(licenceId),
      { type: 'CreateLicencePool', licenceId, ...pool, by, at: metadata.now.toISOString() },
      metadata,
    );
    return { ...result, licenceId };
  }

  /** Every listed course and bundle must be in the catalogue; each missing one is named as `<list>.<index>`. */
  private async assertCoverageExists(coverage: CreateLicencePoolCommand['pool']['coverage']): Promise<void> {
    if (coverage.all) return;
    const [courses, bundles] = await Promise.all([
      missingIds(this.documents, COURSES_COLLECTION, coverage.courseIds),
      missingIds(this.documents, BUNDLES_COLLECTION, coverage.bundleIds),
    ]);
    const missing = [
      ...coverage.courseIds.flatMap((id, i) => (courses.has(id) ? [{ field: `courseIds.${i}`, code: 'NOT_EXIST_FOREIGN_KEY' as const }] : [])),
      ...coverage.bundleIds.flatMap((id, i) => (bundles.has(id) ? [{ field: `bundleIds.${i}`, code: 'NOT_EXIST_FOREIGN_KEY' as const }] : [])),
    ];
    if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', missing);
  }
}
