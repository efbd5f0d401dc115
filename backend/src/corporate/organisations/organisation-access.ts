import { Injectable } from '@nestjs/common';
import type { Caller } from '../../kernel/auth/caller.js';
import { OrganisationScope } from '../org-scope/organisation-scope.js';

/** Who may read and who may change an organisation's people and assignments. */
@Injectable()
export class OrganisationAccess {
  constructor(private readonly scope: OrganisationScope) {}

  /** Platform admins and auditors read any organisation; its admins and HR their own. */
  async assertReads(caller: Caller, orgId: string): Promise<void> {
    if (isAuditor(caller)) return;
    await this.scope.assertActsFor(caller, orgId, 'MANAGE_EMPLOYEES');
  }

  /** Platform admins for any organisation; its admins and HR for their own. */
  async assertManagesPeople(caller: Caller, orgId: string): Promise<void> {
    await this.scope.assertActsFor(caller, orgId, 'MANAGE_EMPLOYEES');
  }

  /** The organisation the caller works for (null for platform staff). */
  async ownOrganisationId(caller: Caller): Promise<string | null> {
    return (await this.scope.organisationOf(caller.userId))?.orgId ?? null;
  }
}

/** Platform admins and auditors see every organisation. */
export const seesEveryOrganisation = (caller: Caller): boolean => caller.permissions.includes('ADMIN') || isAuditor(caller);

/** Organisation admins (and platform admins) may add, change and deactivate admins and HR; HR manage learners only. */
export const managesStaff = (caller: Caller): boolean => caller.permissions.includes('ADMIN') || caller.permissions.includes('MANAGE_ORGANISATION');

function isAuditor(caller: Caller): boolean {
  return caller.role === 'AUDITOR' && caller.permissions.includes('VIEW_AUDIT');
}
