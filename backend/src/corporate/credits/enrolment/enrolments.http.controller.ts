import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CreditQuote, Paged } from '@khru/contracts';
import { CreditQuoteParams, PageParams } from '@khru/contracts/requests';
import { CurrentCaller, RequirePermissions } from '../../../kernel/auth/access.decorators.js';
import type { Caller } from '../../../kernel/auth/caller.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { GetCreditQuoteQuery } from './get-credit-quote/get-credit-quote.query.js';
import { ListEnrolmentsQuery, type CreditEnrolmentRow } from './list-enrolments/list-enrolments.query.js';

/** Who may read an organisation's enrolments: its HR and admins (reports, people), platform admins and auditors. */
const READERS = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES', 'VIEW_AUDIT'] as const;

/**
 * Enrolment by credits, beside `POST paymentapi/enroll-single-item` (enroll-single-item.http.controller.ts): the quote
 * a member confirms, and an organisation's recent enrolments.
 */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller()
export class EnrolmentsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly scope: OrganisationScope,
  ) {}

  @Get('paymentapi/credit-quote')
  @RequirePermissions('ENROL_WITH_CREDITS')
  quote(@Query() params: CreditQuoteParams, @CurrentCaller() caller: Caller): Promise<CreditQuote> {
    return this.queries.execute(new GetCreditQuoteQuery(caller.userId, { itemId: params.itemId, isBundle: params.isBundle === 'true' }, new Date()));
  }

  @Get('orgsapi/organizations/:orgId/enrolments')
  @RequirePermissions(...READERS)
  async enrolments(@Param('orgId') orgId: string, @Query() params: PageParams, @CurrentCaller() caller: Caller): Promise<Paged<CreditEnrolmentRow>> {
    await this.scope.assertActsFor(
      caller,
      orgId,
      READERS.find((p) => caller.permissions.includes(p))!,
    );
    return this.queries.execute(new ListEnrolmentsQuery(orgId, params.skip ?? 0, params.take ?? 20));
  }
}
