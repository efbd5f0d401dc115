import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { reportScheduleStream } from '@khru/contracts';
import type { Mailer } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { MAILER } from '../../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { ReportExporter } from '../../export/report-exporter.js';
import { reportScheduleDecider, type RecordReportRun } from '../report-schedule.decider.js';
import { scheduledReportMail } from './report-schedule-mail.js';
import { RUN_REPORT_SCHEDULE, type RunReportScheduleInput } from './run-report-schedule.js';

/**
 * Runs a scheduled report when it falls due: asks the schedule's stream whether the run is still to send (not sent
 * already, not cancelled), runs the report as the schedule's filters say, mails the XLSX to each recipient in the
 * schedule's language, then records the run, which sets the next one.
 *
 * Decide, mail, then record: a redelivered deadline finds the run recorded and mails nothing. Only a crash between
 * the mails and the record sends that run again; recording first would lose the run instead, and a report missed on
 * a Monday morning is worse than one received twice.
 */
@Injectable()
export class RunReportScheduleEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    private readonly exporter: ReportExporter,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(RUN_REPORT_SCHEDULE, (input, metadata) => this.run(input, metadata));
  }

  private async run({ scheduleId, runAt }: RunReportScheduleInput, metadata: CommandMetadata): Promise<void> {
    const stream = reportScheduleStream(scheduleId);
    const state = await this.executor.load(reportScheduleDecider, stream);
    const record: RecordReportRun = { type: 'RecordReportRun', scheduleId, runAt, at: metadata.now.toISOString() };
    const decision = reportScheduleDecider.decide(record, state);
    if (state.status !== 'active' || decision instanceof DomainError || decision.length === 0) return;
    const { report, query, orgId, recipients, frequency, locale } = state.schedule;
    const { file, period, organisation } = await this.exporter.export(report, query, orgId, 'xlsx', locale);
    for (const to of recipients) await this.mailer.send(scheduledReportMail({ to, report, organisation, period, frequency, locale, file }));
    await this.executor.execute(reportScheduleDecider, stream, record, metadata);
  }
}
