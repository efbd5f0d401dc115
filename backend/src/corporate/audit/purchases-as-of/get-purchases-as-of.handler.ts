import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COST_CENTRES_COLLECTION,
  EMPLOYEES_COLLECTION,
  ORDERS_COLLECTION,
  costCentreStream,
  entitlementStream,
  orderStream,
  userStream,
  type AuditPurchasesResponse,
  type EmployeeDocument,
  type EntitlementEvent,
} from '@khru/contracts';
import type { DocumentStore, EventStore } from '@khru/platform';
import type { Caller } from '../../../kernel/auth/caller.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { domainEventsOf } from '../events-as-of.js';
import { itemTitles } from '../item-titles.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { historyAsOf } from './purchase-streams.js';
import { itemsOf, purchasesAsOf } from './purchases-as-of.js';
import { GetPurchasesAsOfQuery } from './get-purchases-as-of.query.js';

/**
 * `GET auditapi/users/{id}/purchases?asOf=`: a learner's orders, enrolments by credits and
 * entitlements at an instant, folded from their streams up to then. The read models only say which
 * streams to read (the learner's orders, their organisation's cost centres) and what the ids are called. Auditors and platform
 * admins ask about anyone; an organisation's admin about its own people only.
 */
@QueryHandler(GetPurchasesAsOfQuery)
export class GetPurchasesAsOfHandler implements IQueryHandler<GetPurchasesAsOfQuery, AuditPurchasesResponse> {
  constructor(
    private readonly scope: OrganisationScope,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ userId, caller, asOf }: GetPurchasesAsOfQuery): Promise<AuditPurchasesResponse> {
    const employee = await this.documents.collection<EmployeeDocument>(EMPLOYEES_COLLECTION).findOne({ _id: userId });
    await this.assertMayRead(caller, employee);
    if ((await this.store.readStream(userStream(userId))).length === 0) throw DomainError.notFound();
    const entitlements = await this.store.readStream(entitlementStream(userId));
    const [orders, costCentres] = await Promise.all([
      this.ordersOf(userId, domainEventsOf<EntitlementEvent>(entitlements)).then((ids) => Promise.all(ids.map((id) => this.store.readStream(orderStream(id))))),
      this.costCentresOf(employee).then((ids) => Promise.all(ids.map((id) => this.store.readStream(costCentreStream(id))))),
    ]);
    const history = historyAsOf({ orders, costCentres, entitlements }, asOf);
    return purchasesAsOf(userId, history, asOf, await itemTitles(this.documents, itemsOf(history)));
  }

  /** Anyone's history for auditors and platform admins; an organisation's admin sees only its own people's. */
  private async assertMayRead(caller: Caller, employee: EmployeeDocument | null): Promise<void> {
    if (employee) return this.scope.assertActsFor(caller, employee.orgId, 'VIEW_AUDIT');
    if (!caller.permissions.includes('ADMIN') && caller.role !== 'AUDITOR') throw new DomainError('FORBIDDEN');
  }

  /** The learner's orders: those the read model lists, and any an entitlement names (the read model may lag). */
  private async ordersOf(userId: string, entitlements: EntitlementEvent[]): Promise<string[]> {
    const listed = await this.documents
      .collection(ORDERS_COLLECTION)
      .find({ userId }, { projection: { _id: 1 } })
      .toArray();
    const granted = entitlements.flatMap((e) =>
      e.type === 'CourseAccessGranted' && e.data.orderId && (e.data.source === 'purchase' || e.data.source === 'bundle') ? [e.data.orderId] : [],
    );
    return [...new Set([...listed.map((o) => o._id), ...granted])];
  }

  private async costCentresOf(employee: EmployeeDocument | null): Promise<string[]> {
    if (!employee) return [];
    const costCentres = await this.documents
      .collection(COST_CENTRES_COLLECTION)
      .find({ orgId: employee.orgId }, { projection: { _id: 1 } })
      .toArray();
    return costCentres.map((c) => c._id);
  }
}
