import { describe, expect, it } from '@jest/globals';
import { deadlineId, type DeadlineEvent, type ReportScheduleEvent } from '@khru/contracts';
import { deadlinesProjection } from '../deadlines/deadlines.projection.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';

const firstRun = '2026-11-08T17:00:00.000Z';
const secondRun = '2026-11-15T17:00:00.000Z';
const scheduled: ReportScheduleEvent = {
  type: 'ReportScheduled',
  data: {
    scheduleId: 's1',
    orgId: 'o1',
    report: 'user-activation',
    query: {},
    frequency: 'weekly',
    recipients: ['hr@siam.example'],
    locale: 'en',
    nextRunAt: firstRun,
    by: 'admin',
    at: '2026-11-04T10:00:00.000Z',
  },
};
const reached: DeadlineEvent = { type: 'DeadlineReached', data: { kind: 'report-schedule', key: 's1', dueAt: firstRun, at: firstRun } };
const sent: ReportScheduleEvent = {
  type: 'ScheduledReportSent',
  data: { scheduleId: 's1', orgId: 'o1', runAt: firstRun, recipients: ['hr@siam.example'], nextRunAt: secondRun, at: '2026-11-08T17:00:05.000Z' },
};
const cancelled: ReportScheduleEvent = {
  type: 'ReportScheduleCancelled',
  data: { scheduleId: 's1', orgId: 'o1', by: 'admin', at: '2026-11-10T10:00:00.000Z' },
};
const id = deadlineId('report-schedule', 's1');

const deadline = (events: (ReportScheduleEvent | DeadlineEvent)[]) =>
  documentBeforeAndAfterReplay(
    deadlinesProjection,
    events.map((e) => recorded(e)),
    id,
  );

describe('the report schedule deadline', () => {
  it('falls due at the first run when a report is scheduled, the same when applied twice', async () => {
    const { once, twice } = await deadline([scheduled]);
    expect(once).toMatchObject({ _id: id, kind: 'report-schedule', key: 's1', dueAt: firstRun });
    expect(twice).toEqual(once);
  });

  it('once reached and mailed, falls due at the next run', async () => {
    expect((await deadline([scheduled, reached])).once).toBeNull();
    expect((await deadline([scheduled, reached, sent])).once).toMatchObject({ dueAt: secondRun });
  });

  it('is gone once the schedule is cancelled', async () => {
    expect((await deadline([scheduled, reached, sent, cancelled])).once).toBeNull();
  });
});
