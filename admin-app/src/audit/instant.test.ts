import { describe, expect, it } from 'vitest';
import { bangkokInputValue, instantOf } from './instant';

describe('audit instants (Bangkok time)', () => {
  it('shows an instant on Bangkok’s clock, whatever the browser’s zone', () => {
    expect(bangkokInputValue(new Date('2026-05-31T16:30:45.000Z'))).toBe('2026-05-31T23:30');
    expect(bangkokInputValue(new Date('2026-12-31T20:00:00.000Z'))).toBe('2027-01-01T03:00');
  });

  it('reads the picked time as Bangkok time', () => {
    expect(instantOf('2026-05-31T23:30')).toBe('2026-05-31T16:30:00.000Z');
    expect(instantOf('2026-05-31T23:30:15')).toBe('2026-05-31T16:30:15.000Z');
  });

  it('has no instant while the field is empty or half typed', () => {
    expect(instantOf('')).toBeNull();
    expect(instantOf('2026-05-31')).toBeNull();
    expect(instantOf('2026-13-45T99:99')).toBeNull();
  });
});
