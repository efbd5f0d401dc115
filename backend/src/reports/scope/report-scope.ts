import { Inject, Injectable } from '@nestjs/common';
import { EMPLOYEES_COLLECTION, ORGANISATIONS_COLLECTION, type EmployeeDocument, type OrganisationDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';

/**
 * Whose reports a caller may read (spec sections 5 and 6, ADR 26): a platform admin any organisation, once
 * they name it; an organisation's admins and HR their own only, while their record there is active.
 */
@Injectable()
export class ReportScope {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** The organisation the report is about, or the refusal: ORGANIZATION_REQUIRED, NOT_FOUND or FORBIDDEN. */
  async organisationFor(caller: Caller, organizationId: string | undefined): Promise<string> {
    if (caller.permissions.includes('ADMIN')) {
      if (!organizationId) throw new DomainError('ORGANIZATION_REQUIRED');
      const organisation = await this.documents
        .collection<OrganisationDocument>(ORGANISATIONS_COLLECTION)
        .findOne({ _id: organizationId }, { projection: { _id: 1 } });
      if (!organisation) throw DomainError.notFound();
      return organizationId;
    }
    if (!caller.permissions.includes('VIEW_REPORTS')) throw new DomainError('FORBIDDEN');
    const employee = await this.documents.collection<EmployeeDocument>(EMPLOYEES_COLLECTION).findOne({ _id: caller.userId });
    if (!employee?.active || (organizationId !== undefined && organizationId !== employee.orgId)) throw new DomainError('FORBIDDEN');
    return employee.orgId;
  }
}
