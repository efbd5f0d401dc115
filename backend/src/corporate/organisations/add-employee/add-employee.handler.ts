import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EmployeeRecord } from '@khru/contracts';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { sameEmail } from '../employee-keys.js';
import { newId } from '../new-ids.js';
import { OrganisationCostCentres } from '../organisation-cost-centres.js';
import { PeopleProposals } from '../people-proposals.service.js';
import { AddEmployeeCommand } from './add-employee.command.js';

/**
 * add-subuser: one person joins the organisation (a learner unless an admin says otherwise). What the
 * organisation refuses (an address already in it) comes first, then an address another account holds
 * (emailTaken); otherwise the person is proposed and recorded once their address is claimed (ADR 34).
 */
@CommandHandler(AddEmployeeCommand)
export class AddEmployeeHandler implements ICommandHandler<AddEmployeeCommand, CommandResult & { userId: string }> {
  constructor(
    private readonly proposals: PeopleProposals,
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
    const result = await this.proposals.proposeOrRefuse(orgId, { kind: 'add', employee, mayManageStaff }, metadata, () => 'email');
    return { ...result, userId: employee.userId };
  }
}
