import { Inject, Injectable } from '@nestjs/common';
import { COST_CENTRES_COLLECTION, costCentreStream, type CostCentreDocument, type Permission } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../../kernel/auth/caller.js';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { costCentreDecider } from './cost-centre.decider.js';

/** What every cost-centre route needs to know first: whose it is, and whether its credits expired. */
export interface CostCentreRef {
  id: string;
  orgId: string;
  expired: boolean;
}

/**
 * Finds cost centres and says who may use them. Reading: the organisation's people who see reports
 * or manage employees, platform admins and auditors; an employee reads the balance of their own.
 */
@Injectable()
export class CostCentreAccess {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly executor: CommandExecutor,
    private readonly scope: OrganisationScope,
  ) {}

  /** The read model's document, or (just opened, not projected yet) the stream's own account; NOT_FOUND when neither knows it. */
  async locate(id: string): Promise<CostCentreRef> {
    const document = await this.documents.collection<CostCentreDocument>(COST_CENTRES_COLLECTION).findOne({ _id: id });
    if (document) return { id, orgId: document.orgId, expired: document.expired };
    const state = await this.executor.load(costCentreDecider, costCentreStream(id));
    if (!state.opened) throw DomainError.notFound();
    return { id, orgId: state.opened.orgId, expired: state.expired };
  }

  /** The cost centre, when the caller may act for its organisation with the permission. */
  async actsOn(caller: Caller, id: string, permission: Permission): Promise<CostCentreRef> {
    const costCentre = await this.locate(id);
    await this.scope.assertActsFor(caller, costCentre.orgId, permission);
    return costCentre;
  }

  /** The cost centre, when the caller may read its ledger. */
  async reads(caller: Caller, id: string): Promise<CostCentreRef> {
    const costCentre = await this.locate(id);
    await this.assertReadsOrganisation(caller, costCentre.orgId);
    return costCentre;
  }

  /** The cost centre, when the caller may read its balance: a reader of its ledger, or an employee whose enrolments it pays for. */
  async readsBalance(caller: Caller, id: string): Promise<CostCentreRef> {
    const costCentre = await this.locate(id);
    const employee = await this.scope.organisationOf(caller.userId);
    if (employee?.costCentreId !== id) await this.assertReadsOrganisation(caller, costCentre.orgId);
    return costCentre;
  }

  async assertReadsOrganisation(caller: Caller, orgId: string): Promise<void> {
    if (caller.role === 'AUDITOR') return this.scope.assertActsFor(caller, orgId, 'VIEW_AUDIT');
    return this.scope.assertActsFor(caller, orgId, caller.permissions.includes('VIEW_REPORTS') ? 'VIEW_REPORTS' : 'MANAGE_EMPLOYEES');
  }
}
