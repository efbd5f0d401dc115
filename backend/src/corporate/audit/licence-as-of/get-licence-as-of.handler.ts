import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { licenceStream, organisationStream, type LicenceEvent, type LicenceResponse, type OrganisationEvent } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { EVENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { eventsAsOf } from '../events-as-of.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { licenceAsOf } from './licence-as-of.js';
import { GetLicenceAsOfQuery } from './get-licence-as-of.query.js';

/**
 * `GET auditapi/licences/{id}?asOf=`: a pool and its holders at an instant, folded from the licence's
 * and its organisation's events up to then. Auditors read any; an organisation's admin their own.
 */
@QueryHandler(GetLicenceAsOfQuery)
export class GetLicenceAsOfHandler implements IQueryHandler<GetLicenceAsOfQuery, LicenceResponse> {
  constructor(
    private readonly scope: OrganisationScope,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ licenceId, caller, asOf }: GetLicenceAsOfQuery): Promise<LicenceResponse> {
    // Whose pool it is decides who may ask, whatever the instant asked about.
    const [opened] = await this.store.readStream(licenceStream(licenceId));
    if (!opened) throw DomainError.notFound();
    const orgId = String(opened.data.orgId);
    await this.scope.assertActsFor(caller, orgId, 'VIEW_AUDIT');
    const [licence, organisation] = await Promise.all([
      eventsAsOf<LicenceEvent>(this.store, licenceStream(licenceId), asOf),
      eventsAsOf<OrganisationEvent>(this.store, organisationStream(orgId), asOf),
    ]);
    const answer = licenceAsOf(licence, organisation, asOf);
    if (!answer) throw DomainError.notFound();
    return answer;
  }
}
