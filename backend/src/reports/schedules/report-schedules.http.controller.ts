import { Body, Controller, Delete, Get, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { REPORT_SCHEDULES_COLLECTION, type CommandAccepted, type ReportScheduleDocument, type ReportScheduleResponse } from '@khru/contracts';
import { CreateReportScheduleRequest } from '@khru/contracts/requests';
import { deterministicEventId, type DocumentStore } from '@khru/platform';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { ReportScope } from '../scope/report-scope.js';
import { CancelReportScheduleCommand } from './cancel-report-schedule/cancel-report-schedule.command.js';
import { ScheduleReportCommand } from './schedule-report/schedule-report.command.js';

function scheduleResponse(document: ReportScheduleDocument): ReportScheduleResponse {
  const { _id, orgId, report, query, frequency, recipients, locale, createdBy, createdAt, nextRunAt, lastSentAt } = document;
  return { id: _id, organizationId: orgId, report, query, frequency, recipients, locale, createdBy, createdAt, nextRunAt, lastSentAt };
}

/**
 * `reportsapi/schedules`: reports mailed as XLSX every Monday or every month. Whoever sees an organisation's reports
 * reads its schedules; only its admins (MANAGE_ORGANISATION) and platform admins make or stop them. This controller is
 * registered before the reports' `POST reportsapi/:report`, which would otherwise take `schedules` for a report name.
 */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reportsapi/schedules')
export class ReportSchedulesHttpController {
  constructor(
    private readonly scope: ReportScope,
    private readonly commands: CommandBus,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  private schedules() {
    return this.documents.collection<ReportScheduleDocument>(REPORT_SCHEDULES_COLLECTION);
  }

  /** The organisation's schedules still running, newest first. */
  @Get()
  @RequirePermissions('ADMIN', 'VIEW_REPORTS')
  async list(
    @Query('organizationId') organizationId: string | undefined,
    @CurrentCaller() caller: Caller,
  ): Promise<{ data: ReportScheduleResponse[]; totalCount: number }> {
    const orgId = await this.scope.organisationFor(caller, typeof organizationId === 'string' ? organizationId : undefined);
    const documents = await this.schedules()
      .find({ orgId, cancelledAt: null }, { sort: { createdAt: -1, _id: 1 } })
      .toArray();
    return { data: documents.map(scheduleResponse), totalCount: documents.length };
  }

  @Post()
  @RequirePermissions('ADMIN', 'MANAGE_ORGANISATION')
  async create(@Body() body: CreateReportScheduleRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted & { id: string }> {
    const metadata = requestMetadata(request, caller.userId);
    // A retried request (same Idempotency-Key) names the same schedule.
    const scheduleId = metadata.idempotencyKey ? deterministicEventId(`${metadata.idempotencyKey}:report-schedule`, 0) : randomUUID();
    const result = await this.commands.execute(new ScheduleReportCommand(scheduleId, body, caller, metadata));
    return { id: scheduleId, ...accepted(result) };
  }

  /** Stops a schedule; another organisation's is not found. Stopping one already stopped changes nothing. */
  @Delete(':id')
  @RequirePermissions('ADMIN', 'MANAGE_ORGANISATION')
  async cancel(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new CancelReportScheduleCommand(id, caller, requestMetadata(request, caller.userId))));
  }
}
