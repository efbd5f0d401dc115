import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SUPPORT_HOURS } from '@khru/contracts';
import { supportHoursAt } from './support-hours-at.js';

// Bangkok is UTC+7: 09:00 there is 02:00 UTC. 2026-11-23 is a Monday.
const at = (iso: string) => supportHoursAt(new Date(iso), DEFAULT_SUPPORT_HOURS);

describe('support hours at an instant (Bangkok time)', () => {
  it('is online from opening, inclusive, to closing, exclusive, on a working day', () => {
    expect(at('2026-11-23T02:00:00.000Z')).toEqual({ online: true, opensAt: null });
    expect(at('2026-11-27T10:59:59.000Z')).toEqual({ online: true, opensAt: null });
    expect(at('2026-11-23T11:00:00.000Z')).toEqual({ online: false, opensAt: '2026-11-24T02:00:00.000Z' });
  });

  it('before opening, opens the same morning; after closing, the next working morning', () => {
    expect(at('2026-11-23T01:59:00.000Z')).toEqual({ online: false, opensAt: '2026-11-23T02:00:00.000Z' });
    // Monday 23:30 in Bangkok is still Monday 16:30 UTC.
    expect(at('2026-11-23T16:30:00.000Z')).toEqual({ online: false, opensAt: '2026-11-24T02:00:00.000Z' });
    // Tuesday 01:00 in Bangkok is Monday 18:00 UTC: it opens that Tuesday morning.
    expect(at('2026-11-23T18:00:00.000Z')).toEqual({ online: false, opensAt: '2026-11-24T02:00:00.000Z' });
  });

  it('across the weekend, from Friday evening and Saturday, opens on Monday', () => {
    expect(at('2026-11-27T11:00:00.000Z')).toEqual({ online: false, opensAt: '2026-11-30T02:00:00.000Z' });
    expect(at('2026-11-28T05:00:00.000Z')).toEqual({ online: false, opensAt: '2026-11-30T02:00:00.000Z' });
    expect(at('2026-11-29T20:00:00.000Z')).toEqual({ online: false, opensAt: '2026-11-30T02:00:00.000Z' });
  });

  it('follows other hours and other time zones, daylight saving included', () => {
    const weekend = { days: [6, 7], from: '10:00', to: '16:30', timeZone: 'Asia/Bangkok' };
    expect(supportHoursAt(new Date('2026-11-23T05:00:00.000Z'), weekend)).toEqual({ online: false, opensAt: '2026-11-28T03:00:00.000Z' });
    expect(supportHoursAt(new Date('2026-11-29T09:29:00.000Z'), weekend)).toEqual({ online: true, opensAt: null });
    // London leaves summer time on Sunday 25 October 2026: Monday's 09:00 is 09:00 UTC, Friday's was 08:00 UTC.
    const london = { ...DEFAULT_SUPPORT_HOURS, timeZone: 'Europe/London' };
    expect(supportHoursAt(new Date('2026-10-23T17:30:00.000Z'), london)).toEqual({ online: false, opensAt: '2026-10-26T09:00:00.000Z' });
    expect(supportHoursAt(new Date('2026-10-23T07:59:00.000Z'), london)).toEqual({ online: false, opensAt: '2026-10-23T08:00:00.000Z' });
  });
});
