import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EmployeeRecord } from '@khru/contracts';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { sameEmail } from '../employee-keys.js';
import { newId } from '../new-ids.js';
import { PeopleProposals } from '../people-proposals.service.js';
import { CreateOrganisationCommand } from './create-organisation.command.js';

/**
 * A platform admin opens an organisation with its contract and the admins and HR it names. A
 * refusal that needs no address comes first, then an address another account holds (emailTaken);
 * otherwise the organisation is proposed and recorded once its admins' addresses are claimed (ADR 34).
 */
@CommandHandler(CreateOrganisationCommand)
export class CreateOrganisationHandler implements ICommandHandler<CreateOrganisationCommand, CommandResult & { orgId: string }> {
  constructor(private readonly proposals: PeopleProposals) {}

  async execute({ body, metadata }: CreateOrganisationCommand): Promise<CommandResult & { orgId: string }> {
    const orgId = newId(metadata, 'organisation');
    const admins: EmployeeRecord[] = body.admins.map((admin) => {
      const email = sameEmail(admin.email);
      return {
        userId: newId(metadata, `person:${email}`),
        email,
        firstName: admin.firstName.trim(),
        lastName: admin.lastName.trim(),
        role: admin.role,
        department: '',
        position: '',
        jobGrade: '',
        team: '',
        businessUnit: '',
        location: '',
        costCentreId: null,
      };
    });
    const proposal = {
      kind: 'create' as const,
      name: { en: body.nameEn.trim(), th: body.nameTh.trim() },
      taxId: body.taxId,
      address: body.address.trim(),
      contract: { id: body.contractId.trim(), start: new Date(body.contractStart).toISOString(), end: new Date(body.contractEnd).toISOString() },
      admins,
    };
    const fieldOf = (email: string) => `admins.${admins.findIndex((admin) => admin.email === email)}.email`;
    return { ...(await this.proposals.proposeOrRefuse(orgId, proposal, metadata, fieldOf)), orgId };
  }
}
