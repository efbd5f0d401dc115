import type { DeadlineReached } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';
import { RUN_REPORT_SCHEDULE } from './run-report-schedule.js';

/**
 * A scheduled report falls due as a 'report-schedule' deadline keyed by the schedule id (the deadlines read model
 * sets it at each `nextRunAt`, and clears it when the schedule is cancelled): the effect runs the report and mails
 * it. The schedule's stream decides whether that run is still to send, so redelivery and cancellation need no state here.
 */
export const reportScheduleRunWorkflow: Workflow<DeadlineReached, null> = {
  name: 'report-schedule-run',
  handles: ['DeadlineReached'],
  instanceOf: (event) => (event.data.kind === 'report-schedule' ? event.data.key : null),
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    return [effect(RUN_REPORT_SCHEDULE, { scheduleId: event.data.key, runAt: event.data.dueAt })];
  },
};
