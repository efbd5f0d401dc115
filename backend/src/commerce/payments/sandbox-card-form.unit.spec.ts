import { describe, expect, it } from '@jest/globals';
import { cardFormRules, passesLuhn } from './sandbox-card-form.js';

const now = new Date('2026-12-07T10:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the sandbox card form', () => {
  it('accepts both test cards, typed with spaces or dashes', () => {
    expect(cardFormRules(good, now)).toEqual([]);
    expect(cardFormRules({ ...good, cardNumber: '4111-1111-1114-0011' }, now)).toEqual([]);
  });

  it('refuses a card number that fails the checksum or has too few or too many digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardFormRules({ ...good, cardNumber: '4242 4242 4242 4241' }, now)).toEqual(['cardNumber']);
    expect(cardFormRules({ ...good, cardNumber: '42424' }, now)).toEqual(['cardNumber']);
    expect(cardFormRules({ ...good, cardNumber: '4'.repeat(20) }, now)).toEqual(['cardNumber']);
    expect(cardFormRules({ ...good, cardNumber: '4242 4242 4242 abcd' }, now)).toEqual(['cardNumber']);
  });

  it('wants the expiry as MM/YY and not before this month', () => {
    expect(cardFormRules({ ...good, expiry: '13/30' }, now)).toEqual(['cardExpiry']);
    expect(cardFormRules({ ...good, expiry: '2030-12' }, now)).toEqual(['cardExpiry']);
    expect(cardFormRules({ ...good, expiry: '11/26' }, now)).toEqual(['cardExpired']);
    expect(cardFormRules({ ...good, expiry: '12/26' }, now)).toEqual([]);
  });

  it('wants a CVV of 3 or 4 digits', () => {
    expect(cardFormRules({ ...good, cvc: '12' }, now)).toEqual(['cardCvv']);
    expect(cardFormRules({ ...good, cvc: '12345' }, now)).toEqual(['cardCvv']);
    expect(cardFormRules({ ...good, cvc: '1234' }, now)).toEqual([]);
  });

  it('reports every broken rule of a form sent empty', () => {
    expect(cardFormRules({}, now)).toEqual(['cardNumber', 'cardExpiry', 'cardCvv']);
  });
});
