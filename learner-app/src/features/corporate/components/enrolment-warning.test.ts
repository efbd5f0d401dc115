import type { CreditQuote } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { enrolmentWarning } from './enrolment-warning';

const quote = (change: Partial<CreditQuote>): CreditQuote => ({
  itemId: 'c1',
  isBundle: false,
  credits: 100,
  costCentre: { id: 'cc1', name: 'Ops', balance: 100, unlimited: false },
  hasLicence: true,
  alreadyEnrolled: false,
  ...change,
});

describe('enrolmentWarning', () => {
  it('foresees nothing when the licence is there and the balance covers the price exactly', () => {
    expect(enrolmentWarning(quote({}))).toBeNull();
  });

  it('foresees the licence refusal first', () => {
    expect(enrolmentWarning(quote({ hasLicence: false, costCentre: null }))).toBe('INSUFFICIENT_LICENSE');
  });

  it('foresees too few credits below the price, or without a cost centre', () => {
    expect(enrolmentWarning(quote({ costCentre: { id: 'cc1', name: 'Ops', balance: 99, unlimited: false } }))).toBe('INSUFFICIENT_CREDITS');
    expect(enrolmentWarning(quote({ costCentre: null }))).toBe('INSUFFICIENT_CREDITS');
  });

  it('never foresees a shortage on an unlimited cost centre', () => {
    expect(enrolmentWarning(quote({ costCentre: { id: 'cc1', name: 'Ops', balance: 0, unlimited: true } }))).toBeNull();
  });
});
