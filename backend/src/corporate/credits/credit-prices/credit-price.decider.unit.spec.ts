import { describe, it } from '@jest/globals';
import type { CreditPriceEvent } from '@khru/contracts';
import { deciderSpec } from '../../../kernel/commands/decider-spec.js';
import { creditPriceDecider, type CreditPriceCommand } from './credit-price.decider.js';

const at = '2026-11-24T09:00:00.000Z';
const set = (credits: number, isBundle = false): CreditPriceCommand => ({ type: 'SetCreditPrice', itemId: 'excel-basics', isBundle, credits, by: 'admin', at });
const priced = (credits: number, isBundle = false): CreditPriceEvent => ({
  type: 'CreditPriceSet',
  data: { itemId: 'excel-basics', isBundle, credits, by: 'admin', at },
});
const given = deciderSpec(creditPriceDecider);

describe('credit price decider', () => {
  it('given no price, when a price is set, then it is recorded (zero credits too)', () => {
    given([])
      .when(set(30))
      .then([priced(30)]);
    given([])
      .when(set(0))
      .then([priced(0)]);
  });

  it('given a price, when another price is set, then the new price is recorded', () => {
    given([priced(30)])
      .when(set(45))
      .then([priced(45)]);
    given([priced(30), priced(45)])
      .when(set(30))
      .then([priced(30)]);
  });

  it('given a price, when the same price is set again, then nothing is appended', () => {
    given([priced(30)])
      .when(set(30))
      .thenNothing();
    given([priced(30, true)])
      .when(set(30, true))
      .thenNothing();
  });
});
