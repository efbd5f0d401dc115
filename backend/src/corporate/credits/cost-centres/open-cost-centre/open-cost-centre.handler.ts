import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COST_CENTRES_COLLECTION, ORGANISATIONS_COLLECTION, costCentreStream, type CostCentreDocument, type OrganisationDocument } from '@khru/contracts';
import { deterministicEventId, type DocumentStore } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { costCentreDecider } from '../cost-centre.decider.js';
import { OpenCostCentreCommand } from './open-cost-centre.command.js';

/**
 * Opens a cost centre of an existing organisation; its credits expire at the organisation's
 * contract end. A code names one cost centre per organisation (the CSV import refers to it).
 */
@CommandHandler(OpenCostCentreCommand)
export class OpenCostCentreHandler implements ICommandHandler<OpenCostCentreCommand, CommandResult & { costCentreId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ orgId, code, name, unlimited, metadata }: OpenCostCentreCommand): Promise<CommandResult & { costCentreId: string }> {
    const organisation = await this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: orgId });
    if (!organisation) throw DomainError.notFound();
    // A retried request (same Idempotency-Key) names the same cost centre and answers what it did the first time.
    const costCentreId = metadata.idempotencyKey ? deterministicEventId(`cost-centre:${metadata.idempotencyKey}`, 0) : randomUUID();
    const taken = await this.documents.collection<CostCentreDocument>(COST_CENTRES_COLLECTION).findOne({ orgId, code, _id: { $ne: costCentreId } });
    if (taken) throw DomainError.badRequest([{ field: 'code', code: 'BAD_REQUEST', rule: 'codeTaken' }]);
    const result = await this.executor.execute(
      costCentreDecider,
      costCentreStream(costCentreId),
      {
        type: 'OpenCostCentre',
        costCentreId,
        orgId,
        code,
        name,
        unlimited,
        expiresAt: new Date(organisation.contract.end).toISOString(),
        by: metadata.userId ?? 'system',
        at: metadata.now.toISOString(),
      },
      metadata,
    );
    return { ...result, costCentreId };
  }
}
