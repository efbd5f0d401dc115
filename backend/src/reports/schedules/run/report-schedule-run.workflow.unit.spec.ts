import { describe, it } from '@jest/globals';
import type { DeadlineKind, DeadlineReached } from '@khru/contracts';
import { effect } from '../../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { reportScheduleRunWorkflow } from './report-schedule-run.workflow.js';
import { RUN_REPORT_SCHEDULE } from './run-report-schedule.js';

const monday = '2026-11-30T00:00:00.000Z';
const reached = (kind: DeadlineKind, key: string, dueAt = monday): DeadlineReached => ({
  type: 'DeadlineReached',
  data: { kind, key, dueAt, at: '2026-11-30T00:00:20.000Z' },
});
const given = workflowSpec(reportScheduleRunWorkflow);

describe('report schedule run workflow', () => {
  it('given nothing, when a schedule falls due, then its report is run for the instant it was due', () => {
    given()
      .when(reached('report-schedule', 's1'))
      .then([effect(RUN_REPORT_SCHEDULE, { scheduleId: 's1', runAt: monday })]);
  });

  it('given an earlier run, when the next one falls due, then that one is run: the stream, not the workflow, tells runs apart', () => {
    given([reached('report-schedule', 's1')])
      .when(reached('report-schedule', 's1', '2026-12-07T00:00:00.000Z'))
      .then([effect(RUN_REPORT_SCHEDULE, { scheduleId: 's1', runAt: '2026-12-07T00:00:00.000Z' })]);
  });

  it('given anything, when another kind of deadline falls due, then nothing', () => {
    given([reached('report-schedule', 's1')])
      .when(reached('certificate-generation', 's1'))
      .thenNothing();
  });
});
