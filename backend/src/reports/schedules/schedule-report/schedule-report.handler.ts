import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REPORT_RULES, REPORT_SCHEDULES_COLLECTION, reportScheduleStream, type ReportScheduleDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ReportQueries } from '../../queries/report-queries.service.js';
import { ReportScope } from '../../scope/report-scope.js';
import { reportScheduleDecider } from '../report-schedule.decider.js';
import { ScheduleReportCommand } from './schedule-report.command.js';

/** An organisation's report mailed every Monday or every month, to at most so many schedules per organisation. */
@CommandHandler(ScheduleReportCommand)
export class ScheduleReportHandler implements ICommandHandler<ScheduleReportCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly scope: ReportScope,
    private readonly queries: ReportQueries,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ scheduleId, body, caller, metadata }: ScheduleReportCommand): Promise<CommandResult> {
    const orgId = await this.scope.organisationFor(caller, body.organizationId);
    // Checked before appending (across streams, so a burst of requests may pass it by one or two).
    const running = await this.documents.collection<ReportScheduleDocument>(REPORT_SCHEDULES_COLLECTION).countDocuments({ orgId, cancelledAt: null });
    if (running >= REPORT_RULES.maxSchedulesPerOrganisation) throw DomainError.conflict();
    // Filters the report refuses (a Range too long) are refused now, not at the first run.
    await this.queries.run(body.report, { ...body.query, organizationId: orgId, skip: 0, take: 1 }, orgId);
    const { report, query, frequency, recipients, locale } = body;
    return this.executor.execute(
      reportScheduleDecider,
      reportScheduleStream(scheduleId),
      {
        type: 'ScheduleReport',
        scheduleId,
        orgId,
        report,
        query: { ...query },
        frequency,
        recipients,
        locale,
        by: caller.userId,
        at: metadata.now.toISOString(),
      },
      metadata,
    );
  }
}
