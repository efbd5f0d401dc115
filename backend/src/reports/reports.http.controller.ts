import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isReportName, type ReportResponse } from '@khru/contracts';
import { ReadAfterParams, ReportQueryRequest } from '@khru/contracts/requests';
import { CurrentCaller, RequirePermissions } from '../kernel/auth/access.decorators.js';
import type { Caller } from '../kernel/auth/caller.js';
import { DomainError } from '../kernel/errors/domain-error.js';
import { ReportQueries } from './queries/report-queries.service.js';
import { ReportScope } from './scope/report-scope.js';

/** `POST reportsapi/{report}`: a report of one organisation, read with a body of filters (ADR 26). */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reportsapi')
export class ReportsHttpController {
  constructor(
    private readonly scope: ReportScope,
    private readonly queries: ReportQueries,
  ) {}

  @Post(':report')
  @HttpCode(200)
  @RequirePermissions('ADMIN', 'VIEW_REPORTS')
  async report(
    @Param('report') report: string,
    @Body() body: ReportQueryRequest,
    @Query() _query: ReadAfterParams,
    @CurrentCaller() caller: Caller,
  ): Promise<ReportResponse> {
    if (!isReportName(report)) throw DomainError.notFound();
    const orgId = await this.scope.organisationFor(caller, body.organizationId);
    return this.queries.run(report, body, orgId);
  }
}
