import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationStream, type EmployeeDetails } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { organisationDecider } from '../organisation.decider.js';
import { OrganisationCostCentres } from '../organisation-cost-centres.js';
import { UpdateEmployeeCommand } from './update-employee.command.js';

const TEXT_FIELDS = ['firstName', 'lastName', 'department', 'position', 'jobGrade', 'team', 'businessUnit', 'location'] as const;

/** Changes a person's details (only what differs is recorded) and, with `active: false`, deactivates them. */
@CommandHandler(UpdateEmployeeCommand)
export class UpdateEmployeeHandler implements ICommandHandler<UpdateEmployeeCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly costCentres: OrganisationCostCentres,
  ) {}

  async execute({ orgId, userId, body, mayManageStaff, metadata }: UpdateEmployeeCommand): Promise<CommandResult> {
    if (body.costCentreId) await this.costCentres.assertOwn(orgId, body.costCentreId);
    const changes: Partial<EmployeeDetails> = {};
    for (const field of TEXT_FIELDS) {
      const value = body[field];
      if (value !== undefined) changes[field] = value.trim();
    }
    if (body.costCentreId) changes.costCentreId = body.costCentreId;
    return this.executor.execute(
      organisationDecider,
      organisationStream(orgId),
      {
        type: 'UpdateEmployee',
        userId,
        changes,
        deactivate: body.active === false,
        mayManageStaff,
        by: metadata.userId ?? 'system',
        at: metadata.now.toISOString(),
      },
      metadata,
    );
  }
}
