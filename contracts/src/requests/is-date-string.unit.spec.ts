import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { IsDateString, isReadableDate } from './is-date-string.js';

class Window {
  @IsDateString() validFrom!: unknown;
}

describe('dates a request may carry', () => {
  it('are ISO 8601 days and instants, with or without an offset', () => {
    for (const value of ['2026-11-25', '2026-11-25T10:00:00Z', '2026-11-25T10:00:00.000+07:00', '2028-02-29']) expect(isReadableDate(value)).toBe(true);
  });

  it('are not the ISO 8601 forms Date cannot read, days that do not exist, or anything but a string', () => {
    for (const value of [
      '2026-W05',
      '2026-W05-3',
      '2026-123',
      '20261125',
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      'yesterday',
      '',
      1_764_000_000_000,
      null,
    ]) {
      expect(isReadableDate(value)).toBe(false);
    }
  });

  it('are refused under the name isDateString, which the server reports as IS_DATE_STRING', () => {
    const errors = validateSync(Object.assign(new Window(), { validFrom: '2026-W05' }));
    expect(errors.map((e) => [e.property, Object.keys(e.constraints ?? {})])).toEqual([['validFrom', ['isDateString']]]);
    expect(validateSync(Object.assign(new Window(), { validFrom: '2026-11-25' }))).toEqual([]);
  });
});
