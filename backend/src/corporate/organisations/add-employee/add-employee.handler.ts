import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationStream, type EmployeeRecord } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { sameEmail } from '../employee-keys.js';
import { NewAccounts } from '../new-accounts.js';
import { newId } from '../new-ids.js';
import { organisationDecider, type OrganisationCommand } from '../organisation.decider.js';
import { OrganisationCostCentres } from '../organisation-cost-centres.js';
import { AddEmployeeCommand } from './add-employee.command.js';

/**
 * add-subuser: one person joins the organisation (a learner unless an admin says otherwise). An
 * address already in the organisation is ALREADY_EXIST before anything is claimed; an address
 * another account holds is refused as emailTaken; the claim is given back if the person is not recorded.
 */
@CommandHandler(AddEmployeeCommand)
export class AddEmployeeHandler implements ICommandHandler<AddEmployeeCommand, CommandResult & { userId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly accounts: NewAccounts,
    private readonly costCentres: OrganisationCostCentres,
  ) {}

  async execute({ orgId, body, mayManageStaff, metadata }: AddEmployeeCommand): Promise<CommandResult & { userId: string }> {
    if (body.costCentreId) await this.costCentres.assertOwn(orgId, body.costCentreId);
    const email = sameEmail(body.email);
    const employee: EmployeeRecord = {
      userId: newId(metadata, `person:${email}`),
      email,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      role: body.role ?? 'B2B',
      department: body.department?.trim() ?? '',
      position: body.position?.trim() ?? '',
      jobGrade: body.jobGrade?.trim() ?? '',
      team: body.team?.trim() ?? '',
      businessUnit: body.businessUnit?.trim() ?? '',
      location: body.location?.trim() ?? '',
      costCentreId: body.costCentreId ?? null,
    };
    const command: OrganisationCommand = { type: 'AddEmployee', employee, mayManageStaff, by: metadata.userId ?? 'system', at: metadata.now.toISOString() };
    const stream = organisationStream(orgId);
    const state = await this.executor.load(organisationDecider, stream);
    // A request retried with its Idempotency-Key names the same id: it gets its first answer, not ALREADY_EXIST.
    const refusal = state.employees.has(employee.userId) ? null : organisationDecider.decide(command, state);
    if (refusal instanceof DomainError) throw refusal;
    await this.accounts.claimOrRefuse([employee], metadata, () => 'email');
    try {
      const result = await this.executor.execute(organisationDecider, stream, command, metadata);
      return { ...result, userId: employee.userId };
    } catch (error) {
      await this.accounts.releaseAll([employee], metadata);
      throw error;
    }
  }
}
