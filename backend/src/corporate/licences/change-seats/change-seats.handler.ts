import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYEES_COLLECTION, licenceStream, type EmployeeDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { licenceDecider } from '../licence.decider.js';
import { ChangeSeatsCommand } from './change-seats.command.js';

/**
 * The organisation's admin (or a platform admin) gives seats to the organisation's active people,
 * or takes them back from its people, active or not (a deactivated person's seat must be freeable).
 * Anyone else is named `notAnEmployee`, and nothing changes.
 */
@CommandHandler(ChangeSeatsCommand)
export class ChangeSeatsHandler implements ICommandHandler<ChangeSeatsCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly scope: OrganisationScope,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ licenceId, change, userIds, caller, metadata }: ChangeSeatsCommand): Promise<CommandResult> {
    const { pool } = await this.executor.load(licenceDecider, licenceStream(licenceId));
    if (!pool) throw DomainError.notFound();
    await this.scope.assertActsFor(caller, pool.orgId, 'MANAGE_ORGANISATION');
    await this.assertPeopleOf(pool.orgId, userIds, change === 'assign');
    const command = { userIds, by: caller.userId, at: metadata.now.toISOString() };
    return this.executor.execute(
      licenceDecider,
      licenceStream(licenceId),
      change === 'assign' ? { type: 'AssignSeats', ...command } : { type: 'RevokeSeats', ...command },
      metadata,
    );
  }

  private async assertPeopleOf(orgId: string, userIds: string[], activeOnly: boolean): Promise<void> {
    const employees = await this.documents
      .collection<EmployeeDocument>(EMPLOYEES_COLLECTION)
      .find({ _id: { $in: [...new Set(userIds)] }, orgId, ...(activeOnly ? { active: true } : {}) }, { projection: { _id: 1 } })
      .toArray();
    const members = new Set(employees.map((e) => e._id));
    const strangers = userIds.flatMap((id, i) =>
      members.has(id) ? [] : [{ field: `userIds.${i}`, code: 'BAD_REQUEST' as const, rule: 'notAnEmployee' as const }],
    );
    if (strangers.length > 0) throw DomainError.badRequest(strangers);
  }
}
