import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationStream, type EmployeeRecord } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { sameEmail } from '../employee-keys.js';
import { NewAccounts } from '../new-accounts.js';
import { newId } from '../new-ids.js';
import { organisationDecider, type OrganisationCommand } from '../organisation.decider.js';
import { CreateOrganisationCommand } from './create-organisation.command.js';

/**
 * A platform admin opens an organisation with its contract and the admins and HR it names. A
 * refusal that needs no address is answered before any address is claimed; then the admins'
 * addresses are claimed (refused as emailTaken when another account holds one), and given back if
 * the organisation is not recorded.
 */
@CommandHandler(CreateOrganisationCommand)
export class CreateOrganisationHandler implements ICommandHandler<CreateOrganisationCommand, CommandResult & { orgId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly accounts: NewAccounts,
  ) {}

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
    const command: OrganisationCommand = {
      type: 'CreateOrganisation',
      orgId,
      name: { en: body.nameEn.trim(), th: body.nameTh.trim() },
      taxId: body.taxId,
      address: body.address.trim(),
      contract: { id: body.contractId.trim(), start: new Date(body.contractStart).toISOString(), end: new Date(body.contractEnd).toISOString() },
      admins,
      by: metadata.userId ?? 'system',
      at: metadata.now.toISOString(),
    };
    const refusal = organisationDecider.decide(command, organisationDecider.initialState());
    if (refusal instanceof DomainError) throw refusal;
    await this.accounts.claimOrRefuse(admins, metadata, (index) => `admins.${index}.email`);
    try {
      const result = await this.executor.execute(organisationDecider, organisationStream(orgId), command, metadata);
      return { ...result, orgId };
    } catch (error) {
      await this.accounts.releaseAll(admins, metadata);
      throw error;
    }
  }
}
