import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-05-10T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('how long ago a notification came', () => {
  it.each([
    [30, 'now', 'ขณะนี้'],
    [5 * 60, '5 minutes ago', '5 นาทีที่ผ่านมา'],
    [3 * 3600, '3 hours ago', '3 ชั่วโมงที่ผ่านมา'],
    [26 * 3600, 'yesterday', 'เมื่อวาน'],
    [15 * 24 * 3600, '2 weeks ago', '2 สัปดาห์ที่ผ่านมา'],
    [400 * 24 * 3600, 'last year', 'ปีที่แล้ว'],
  ])('%i seconds before reads "%s" and "%s"', (seconds, en, th) => {
    expect(relativeTime(before(seconds), 'en', now)).toBe(en);
    expect(relativeTime(before(seconds), 'th', now)).toBe(th);
  });

  it('reads a time slightly ahead of the browser clock as now', () => {
    expect(relativeTime(new Date(now.getTime() + 20_000).toISOString(), 'en', now)).toBe('now');
  });
});
