import { describe, expect, it } from '@jest/globals';
import type { ReportScheduleEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { reportSchedulesProjection } from './report-schedules.projection.js';

const scheduled: ReportScheduleEvent = {
  type: 'ReportScheduled',
  data: {
    scheduleId: 's1',
    orgId: 'o1',
    report: 'learning-summary',
    query: { filterMode: 'List', dateRange: 1 },
    frequency: 'weekly',
    recipients: ['hr@siam.example'],
    locale: 'th',
    nextRunAt: '2026-11-08T17:00:00.000Z',
    by: 'admin',
    at: '2026-11-04T10:00:00.000Z',
  },
};
const sent: ReportScheduleEvent = {
  type: 'ScheduledReportSent',
  data: {
    scheduleId: 's1',
    orgId: 'o1',
    runAt: '2026-11-08T17:00:00.000Z',
    recipients: ['hr@siam.example'],
    nextRunAt: '2026-11-15T17:00:00.000Z',
    at: '2026-11-08T17:00:05.000Z',
  },
};
const cancelled: ReportScheduleEvent = {
  type: 'ReportScheduleCancelled',
  data: { scheduleId: 's1', orgId: 'o1', by: 'admin', at: '2026-11-10T10:00:00.000Z' },
};

/** The schedule after the events (and after them all applied again), without the projection's position stamp. */
async function schedule(events: ReportScheduleEvent[], positions?: bigint[]) {
  const { once, twice } = await documentBeforeAndAfterReplay(
    reportSchedulesProjection,
    events.map((e, i) => recorded(e, positions ? { position: positions[i] } : {})),
    's1',
  );
  const plain = (doc: typeof once) => {
    if (!doc) return null;
    const { _positions: _stamp, ...rest } = doc as typeof doc & { _positions?: unknown };
    return rest;
  };
  return { once: plain(once), twice: plain(twice) };
}

describe('report schedules projection', () => {
  it('given a schedule, then it is kept with its query, recipients and first run', async () => {
    expect((await schedule([scheduled])).once).toEqual({
      _id: 's1',
      orgId: 'o1',
      report: 'learning-summary',
      query: { filterMode: 'List', dateRange: 1 },
      frequency: 'weekly',
      recipients: ['hr@siam.example'],
      locale: 'th',
      createdBy: 'admin',
      createdAt: '2026-11-04T10:00:00.000Z',
      nextRunAt: '2026-11-08T17:00:00.000Z',
      lastSentAt: null,
      cancelledAt: null,
    });
  });

  it('given a mail sent and then a cancellation, then the next run, the last mail and the cancellation, the same when applied twice', async () => {
    const { once, twice } = await schedule([scheduled, sent, cancelled]);
    expect(once).toMatchObject({ nextRunAt: '2026-11-15T17:00:00.000Z', lastSentAt: '2026-11-08T17:00:05.000Z', cancelledAt: '2026-11-10T10:00:00.000Z' });
    expect(twice).toEqual(once);
  });

  it('given an older delivery after a newer one, then the older is ignored', async () => {
    const { once } = await schedule([scheduled, cancelled, sent], [10n, 30n, 20n]);
    expect(once).toMatchObject({ nextRunAt: '2026-11-08T17:00:00.000Z', lastSentAt: null, cancelledAt: '2026-11-10T10:00:00.000Z' });
  });

  it('given a mail or a cancellation of an unknown schedule, then nothing', async () => {
    expect((await schedule([sent, cancelled])).once).toBeNull();
  });
});
