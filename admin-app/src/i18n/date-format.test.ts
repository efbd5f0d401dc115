import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-format';

describe('admin dates', () => {
  const instant = '2026-03-01T18:30:00.000Z';

  it('writes Thai dates in the Buddhist era, in Bangkok time', () => {
    const text = formatDateTime(instant, 'th');
    expect(text).toContain('2569');
    expect(text).toContain('2 มี.ค.');
    expect(text).toContain('01:30');
  });

  it('writes English dates day first, not in US order', () => {
    expect(formatDateTime(instant, 'en')).toBe('2 Mar 2026, 01:30');
  });
});
