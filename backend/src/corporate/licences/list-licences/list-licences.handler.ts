import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  EMPLOYEES_COLLECTION,
  LICENCES_COLLECTION,
  ORGANISATIONS_COLLECTION,
  type EmployeeDocument,
  type LicenceDocument,
  type LicenceResponse,
  type Permission,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../../kernel/auth/caller.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { toLicenceResponse, type Person } from '../licence-response.mapper.js';
import { ListLicencesQuery } from './list-licences.query.js';

/** The permissions that let a caller read an organisation's licences (its people managers, its report readers, auditors). */
const READERS: readonly Permission[] = ['MANAGE_EMPLOYEES', 'VIEW_REPORTS', 'VIEW_AUDIT'];

/** An organisation's licence pools, newest first, with who holds their seats today. */
@QueryHandler(ListLicencesQuery)
export class ListLicencesHandler implements IQueryHandler<ListLicencesQuery, LicenceResponse[]> {
  constructor(
    private readonly scope: OrganisationScope,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ orgId, caller, now }: ListLicencesQuery): Promise<LicenceResponse[]> {
    await this.scope.assertActsFor(caller, orgId, readPermission(caller));
    const organisation = await this.documents.collection(ORGANISATIONS_COLLECTION).findOne({ _id: orgId });
    if (!organisation) throw DomainError.notFound();
    const licences = await this.documents
      .collection<LicenceDocument>(LICENCES_COLLECTION)
      .find({ orgId }, { sort: { createdAt: -1 } })
      .toArray();
    const holderIds = [...new Set(licences.flatMap((l) => l.holders))];
    const employees = await this.documents
      .collection<EmployeeDocument>(EMPLOYEES_COLLECTION)
      .find({ _id: { $in: holderIds } })
      .toArray();
    const people = new Map<string, Person>(employees.map((e) => [e._id, { name: `${e.firstName} ${e.lastName}`, email: e.email }]));
    const asOf = now.toISOString();
    return licences.map((l) => toLicenceResponse({ licenceId: l._id, ...l }, l.holders, people, asOf));
  }
}

/** The reader permission the caller holds (the first of them); without any, the scope refuses. */
function readPermission(caller: Caller): Permission {
  return READERS.find((p) => caller.permissions.includes(p)) ?? READERS[0]!;
}
