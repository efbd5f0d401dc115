import { describe, expect, it } from '@jest/globals';
import { REPORT_RULES, type ReportName, type ReportScheduleEvent, type ScheduleFrequency } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import type { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(reportScheduleDecider);
const refusal = (decision: unknown) => {
  const error = decision as DomainError;
  return [error.code, ...error.fields.map((f) => `${f.field}:${f.rule ?? f.code}${f.n ? `:${f.n}` : ''}`)];
};

describe('report schedule decider', () => {
  it('given nothing, when a weekly report is scheduled, then it is scheduled with its first run the next Monday at 07:00 Bangkok', () => {
    expect(when([], schedule)).toEqual([scheduled]);
  });

  it('given nothing, when a monthly report is scheduled, then its first run is the next 1st at 07:00 Bangkok', () => {
    const monthly = { ...schedule, frequency: 'monthly' as ScheduleFrequency };
    expect(when([], monthly)).toEqual([{ type: 'ReportScheduled', data: { ...scheduleData, frequency: 'monthly', nextRunAt: '2026-12-01T00:00:00.000Z' } }]);
  });

  it('given nothing, when recipients are written twice or in capitals, then each address is kept once, in lower case', () => {
    const [event] = when([], { ...schedule, recipients: [' HR@Siam.example', 'hr@siam.example', 'ceo@siam.example'] }) as ReportScheduleEvent[];
    expect((event!.data as { recipients: string[] }).recipients).toEqual(['hr@siam.example', 'ceo@siam.example']);
  });

  it('given nothing, when there is no recipient, too many, or one is not an address, then BAD_REQUEST on recipients', () => {
    expect(refusal(when([], { ...schedule, recipients: [] }))).toEqual(['BAD_REQUEST', 'recipients:arrayMinSize:1']);
    const many = Array.from({ length: REPORT_RULES.maxScheduleRecipients + 1 }, (_, i) => `p${i}@siam.example`);
    expect(refusal(when([], { ...schedule, recipients: many }))).toEqual(['BAD_REQUEST', `recipients:arrayMaxSize:${REPORT_RULES.maxScheduleRecipients}`]);
    expect(refusal(when([], { ...schedule, recipients: ['hr@siam.example', 'not an address'] }))).toEqual(['BAD_REQUEST', 'recipients:IS_EMAIL']);
  });

  it('given nothing, when the report or the frequency is unknown, then BAD_REQUEST on that field', () => {
    expect(refusal(when([], { ...schedule, report: 'payroll' as ReportName }))).toEqual(['BAD_REQUEST', 'report:IS_IN']);
    expect(refusal(when([], { ...schedule, frequency: 'daily' as ScheduleFrequency }))).toEqual(['BAD_REQUEST', 'frequency:IS_IN']);
  });

  it('given a schedule, when it is scheduled again (a retried request), then nothing happens', () => {
    expect(when([scheduled], schedule)).toEqual([]);
  });

  it('given a schedule, when its first run is mailed, then the run is recorded with the next Monday as the next run', () => {
    expect(when([scheduled], run(firstMonday, '2026-11-30T00:00:05.000Z'))).toEqual([sent(firstMonday, secondMonday, '2026-11-30T00:00:05.000Z')]);
  });

  it('given a recorded run, when the same run is recorded again (a redelivered deadline) or an earlier one, then nothing happens', () => {
    expect(when([scheduled, sent(firstMonday, secondMonday)], run(firstMonday))).toEqual([]);
    expect(when([scheduled, sent(secondMonday, '2026-12-14T00:00:00.000Z')], run(firstMonday))).toEqual([]);
  });

  it('given a recorded run, when the next one is mailed, then it is recorded too', () => {
    expect(when([scheduled, sent(firstMonday, secondMonday)], run(secondMonday))).toEqual([sent(secondMonday, '2026-12-14T00:00:00.000Z')]);
  });

  it('given a run mailed weeks late (the server was down), when it is recorded, then the next run counts from when it went', () => {
    const late = '2026-12-16T02:00:00.000Z';
    expect(when([scheduled], run(firstMonday, late))).toEqual([sent(firstMonday, '2026-12-21T00:00:00.000Z', late)]);
  });

  it('given a cancelled schedule, when a run is recorded, then nothing: a cancelled schedule sends nothing more', () => {
    expect(when([scheduled, cancelled], run(firstMonday))).toEqual([]);
  });

  it('given a schedule, when it is cancelled, then it is cancelled; again, nothing happens', () => {
    expect(when([scheduled], cancel)).toEqual([cancelled]);
    expect(when([scheduled, cancelled], cancel)).toEqual([]);
  });

  it('given nothing, when a run is recorded or the schedule cancelled, then NOT_FOUND', () => {
    expect(refusal(when([], run(firstMonday)))).toEqual(['NOT_FOUND']);
    expect(refusal(when([], cancel))).toEqual(['NOT_FOUND']);
  });
});
