import { describe, expect, it } from '@jest/globals';
import type { CreditPriceEvent } from '@khru/contracts';
import { givenWhen } from '../../../kernel/commands/given-when-then.js';
import { creditPriceDecider, type CreditPriceCommand } from './credit-price.decider.js';

const at = '2026-11-24T09:00:00.000Z';
const set = (credits: number, isBundle = false): CreditPriceCommand => ({ type: 'SetCreditPrice', itemId: 'excel-basics', isBundle, credits, by: 'admin', at });
const priced = (credits: number, isBundle = false): CreditPriceEvent => ({
  type: 'CreditPriceSet',
  data: { itemId: 'excel-basics', isBundle, credits, by: 'admin', at },
});
const when = givenWhen(creditPriceDecider);

describe('credit price decider', () => {
  it('given no price, when a price is set, then it is recorded (zero credits too)', () => {
    expect(when([], set(30))).toEqual([priced(30)]);
    expect(when([], set(0))).toEqual([priced(0)]);
  });

  it('given a price, when another price is set, then the new price is recorded', () => {
    expect(when([priced(30)], set(45))).toEqual([priced(45)]);
    expect(when([priced(30), priced(45)], set(30))).toEqual([priced(30)]);
  });

  it('given a price, when the same price is set again, then nothing is appended', () => {
    expect(when([priced(30)], set(30))).toEqual([]);
    expect(when([priced(30, true)], set(30, true))).toEqual([]);
  });
});
