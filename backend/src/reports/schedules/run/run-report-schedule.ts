import { defineEffect } from '../../../kernel/workflows/workflow.js';

/** The effect that runs a scheduled report, mails it to its recipients and records the run. */
export const RUN_REPORT_SCHEDULE = defineEffect<RunReportScheduleInput>('run-report-schedule');

export interface RunReportScheduleInput {
  scheduleId: string;
  /** The instant the run was due (the deadline's). */
  runAt: string;
}
