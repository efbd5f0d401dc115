import { describe, expect, it } from 'vitest';
import { withinReversalWindow } from './enrolments/reversal-window';
import { bangkokInstant } from './ledger/as-of';

describe('the ledger’s as-of instant', () => {
  it('reads a picked date and time as Bangkok time', () => {
    expect(bangkokInstant('2026-03-01T09:30')).toBe('2026-03-01T02:30:00.000Z');
    expect(bangkokInstant('2026-01-01T00:00')).toBe('2025-12-31T17:00:00.000Z');
  });

  it('is none (now) for an empty or partial pick', () => {
    expect(bangkokInstant('')).toBeNull();
    expect(bangkokInstant('2026-03-01')).toBeNull();
  });
});

describe('the reversal window', () => {
  const now = new Date('2026-06-10T12:00:00.000Z');
  it('is open for seven days after an enrolment', () => {
    expect(withinReversalWindow('2026-06-03T12:00:01.000Z', now)).toBe(true);
    expect(withinReversalWindow('2026-06-03T12:00:00.000Z', now)).toBe(false);
  });
});
