import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REPORT_SCHEDULES_COLLECTION, reportScheduleStream, type ReportScheduleDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ReportScope } from '../../scope/report-scope.js';
import { reportScheduleDecider } from '../report-schedule.decider.js';
import { CancelReportScheduleCommand } from './cancel-report-schedule.command.js';

/** Stops a schedule; another organisation's is not found. Stopping one already stopped changes nothing. */
@CommandHandler(CancelReportScheduleCommand)
export class CancelReportScheduleHandler implements ICommandHandler<CancelReportScheduleCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly scope: ReportScope,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ scheduleId, caller, metadata }: CancelReportScheduleCommand): Promise<CommandResult> {
    const schedule = await this.documents.collection<ReportScheduleDocument>(REPORT_SCHEDULES_COLLECTION).findOne({ _id: scheduleId });
    if (!schedule) throw DomainError.notFound();
    if (!caller.permissions.includes('ADMIN') && (await this.scope.organisationFor(caller, undefined)) !== schedule.orgId) throw DomainError.notFound();
    return this.executor.execute(
      reportScheduleDecider,
      reportScheduleStream(scheduleId),
      { type: 'CancelReportSchedule', scheduleId, by: caller.userId, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
