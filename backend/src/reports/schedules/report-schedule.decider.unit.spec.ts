import { describe, it } from '@jest/globals';
import { REPORT_RULES, type ReportName, type ReportScheduleEvent, type ScheduleFrequency } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { reportScheduleDecider, type ScheduleReport } from './report-schedule.decider.js';

// Wednesday 25 November 2026, 10:00 Bangkok; 07:00 Bangkok is 00:00 UTC.
const at = '2026-11-25T03:00:00.000Z';
const firstMonday = '2026-11-30T00:00:00.000Z';
const secondMonday = '2026-12-07T00:00:00.000Z';
const schedule: ScheduleReport = {
  type: 'ScheduleReport',
  scheduleId: 's1',
  orgId: 'org-1',
  report: 'learning-summary',
  query: { filterMode: 'List', dateRange: 1, dimension: 'DEPARTMENT' },
  frequency: 'weekly',
  recipients: ['hr@siam.example', 'ceo@siam.example'],
  locale: 'th',
  by: 'u-admin',
  at,
};
const { type: _type, ...scheduleData } = schedule;
const scheduled: ReportScheduleEvent = { type: 'ReportScheduled', data: { ...scheduleData, nextRunAt: firstMonday } };
const sent = (runAt: string, nextRunAt: string, sentAt = runAt): ReportScheduleEvent => ({
  type: 'ScheduledReportSent',
  data: { scheduleId: 's1', orgId: 'org-1', runAt, recipients: schedule.recipients, nextRunAt, at: sentAt },
});
const cancelled: ReportScheduleEvent = { type: 'ReportScheduleCancelled', data: { scheduleId: 's1', orgId: 'org-1', by: 'u-admin', at } };
const run = (runAt: string, sentAt = runAt) => ({ type: 'RecordReportRun', scheduleId: 's1', runAt, at: sentAt }) as const;
const cancel = { type: 'CancelReportSchedule', scheduleId: 's1', by: 'u-admin', at } as const;
const given = deciderSpec(reportScheduleDecider);

describe('report schedule decider', () => {
  it('given nothing, when a weekly report is scheduled, then it is scheduled with its first run the next Monday at 07:00 Bangkok', () => {
    given([]).when(schedule).then([scheduled]);
  });

  it('given nothing, when a monthly report is scheduled, then its first run is the next 1st at 07:00 Bangkok', () => {
    const monthly = { ...schedule, frequency: 'monthly' as ScheduleFrequency };
    given([])
      .when(monthly)
      .then([{ type: 'ReportScheduled', data: { ...scheduleData, frequency: 'monthly', nextRunAt: '2026-12-01T00:00:00.000Z' } }]);
  });

  it('given nothing, when recipients are written twice or in capitals, then each address is kept once, in lower case', () => {
    given([])
      .when({ ...schedule, recipients: [' HR@Siam.example', 'hr@siam.example', 'ceo@siam.example'] })
      .then([{ ...scheduled, data: { ...scheduled.data, recipients: ['hr@siam.example', 'ceo@siam.example'] } } as ReportScheduleEvent]);
  });

  it('given nothing, when there is no recipient, too many, or one is not an address, then BAD_REQUEST on recipients', () => {
    given([])
      .when({ ...schedule, recipients: [] })
      .thenThrows('BAD_REQUEST', [{ field: 'recipients', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 1 }]);
    const many = Array.from({ length: REPORT_RULES.maxScheduleRecipients + 1 }, (_, i) => `p${i}@siam.example`);
    given([])
      .when({ ...schedule, recipients: many })
      .thenThrows('BAD_REQUEST', [{ field: 'recipients', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: REPORT_RULES.maxScheduleRecipients }]);
    given([])
      .when({ ...schedule, recipients: ['hr@siam.example', 'not an address'] })
      .thenThrows('BAD_REQUEST', [{ field: 'recipients', code: 'IS_EMAIL' }]);
  });

  it('given nothing, when the report or the frequency is unknown, then BAD_REQUEST on that field', () => {
    given([])
      .when({ ...schedule, report: 'payroll' as ReportName })
      .thenThrows('BAD_REQUEST', [{ field: 'report', code: 'IS_IN' }]);
    given([])
      .when({ ...schedule, frequency: 'daily' as ScheduleFrequency })
      .thenThrows('BAD_REQUEST', [{ field: 'frequency', code: 'IS_IN' }]);
  });

  it('given a schedule, when it is scheduled again (a retried request), then nothing happens', () => {
    given([scheduled]).when(schedule).thenNothing();
  });

  it('given a schedule, when its first run is mailed, then the run is recorded with the next Monday as the next run', () => {
    given([scheduled])
      .when(run(firstMonday, '2026-11-30T00:00:05.000Z'))
      .then([sent(firstMonday, secondMonday, '2026-11-30T00:00:05.000Z')]);
  });

  it('given a recorded run, when the same run is recorded again (a redelivered deadline) or an earlier one, then nothing happens', () => {
    given([scheduled, sent(firstMonday, secondMonday)])
      .when(run(firstMonday))
      .thenNothing();
    given([scheduled, sent(secondMonday, '2026-12-14T00:00:00.000Z')])
      .when(run(firstMonday))
      .thenNothing();
  });

  it('given a recorded run, when the next one is mailed, then it is recorded too', () => {
    given([scheduled, sent(firstMonday, secondMonday)])
      .when(run(secondMonday))
      .then([sent(secondMonday, '2026-12-14T00:00:00.000Z')]);
  });

  it('given a run mailed weeks late (the server was down), when it is recorded, then the next run counts from when it went', () => {
    const late = '2026-12-16T02:00:00.000Z';
    given([scheduled])
      .when(run(firstMonday, late))
      .then([sent(firstMonday, '2026-12-21T00:00:00.000Z', late)]);
  });

  it('given a cancelled schedule, when a run is recorded, then nothing: a cancelled schedule sends nothing more', () => {
    given([scheduled, cancelled]).when(run(firstMonday)).thenNothing();
  });

  it('given a schedule, when it is cancelled, then it is cancelled; again, nothing happens', () => {
    given([scheduled]).when(cancel).then([cancelled]);
    given([scheduled, cancelled]).when(cancel).thenNothing();
  });

  it('given nothing, when a run is recorded or the schedule cancelled, then NOT_FOUND', () => {
    given([]).when(run(firstMonday)).thenThrows('NOT_FOUND', []);
    given([]).when(cancel).thenThrows('NOT_FOUND', []);
  });
});
