import { Inject, Injectable } from '@nestjs/common';
import { EMPLOYEES_COLLECTION, type EmployeeDocument, type Permission } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';

/**
 * Who may act for which organisation (spec section 6): platform admins for any; an organisation's
 * admins and HR for their own only, and only while their employee record is active; auditors read any.
 * Another organisation's people, credits and licences are refused as FORBIDDEN everywhere.
 */
@Injectable()
export class OrganisationScope {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** The organisation the caller belongs to (null for platform staff and individual learners). */
  async organisationOf(userId: string): Promise<EmployeeDocument | null> {
    const employee = await this.documents.collection<EmployeeDocument>(EMPLOYEES_COLLECTION).findOne({ _id: userId });
    return employee?.active ? employee : null;
  }

  /**
   * Lets the caller through when they may act for `orgId` with `permission`: platform admins (and,
   * for `VIEW_AUDIT`, auditors) for any organisation, members of the organisation holding the permission for their own.
   */
  async assertActsFor(caller: Caller, orgId: string, permission: Permission): Promise<void> {
    if (caller.permissions.includes('ADMIN')) return;
    if (permission === 'VIEW_AUDIT' && caller.role === 'AUDITOR') return;
    if (!caller.permissions.includes(permission)) throw new DomainError('FORBIDDEN');
    const own = await this.organisationOf(caller.userId);
    if (!own || own.orgId !== orgId) throw new DomainError('FORBIDDEN');
  }
}
