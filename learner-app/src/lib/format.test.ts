import { describe, expect, it } from 'vitest';
import { courseLength, formatDateTime, formatPrice } from './format';

describe('prices', () => {
  it('read THB before the amount in English', () => {
    expect(formatPrice(790, 'en')).toBe('THB\u00a0790');
    expect(formatPrice(1690, 'en')).toBe('THB\u00a01,690');
  });

  it('read the baht sign in Thai', () => {
    expect(formatPrice(790, 'th')).toBe('฿790');
    expect(formatPrice(1690, 'th')).toBe('฿1,690');
  });
});

describe('courseLength', () => {
  it('reads a course under an hour in minutes, and a longer one in hours and minutes, never zero', () => {
    expect(courseLength(2585)).toEqual({ key: 'catalogue.length.minutes', h: 0, m: 43 });
    expect(courseLength(3775)).toEqual({ key: 'catalogue.length.hoursMinutes', h: 1, m: 3 });
    expect(courseLength(7200)).toEqual({ key: 'catalogue.length.hoursMinutes', h: 2, m: 0 });
    expect(courseLength(8)).toEqual({ key: 'catalogue.length.minutes', h: 0, m: 1 });
  });
});

describe('formatDateTime', () => {
  it('reads Bangkok time, with the Buddhist era in Thai', () => {
    expect(formatDateTime('2026-11-24T10:05:00Z', 'en')).toBe('24 Nov 2026, 17:05');
    expect(formatDateTime('2026-11-24T10:05:00Z', 'th')).toBe('24 พ.ย. 2569 17:05');
  });
});
