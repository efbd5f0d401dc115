import type { FieldRule } from '@khru/contracts';

/** What the sandbox card form posts (a browser form, so every value arrives as text if at all). */
export interface CardForm {
  cardNumber?: unknown;
  expiry?: unknown;
  cvc?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The Luhn checksum every card number carries: it catches one mistyped digit or two swapped neighbours. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

// Card numbers run from 13 to 19 digits (ISO/IEC 7812); people type them with spaces or dashes.
function cardNumberRule(value: string): FieldRule | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^[0-9]{13,19}$/.test(digits) && passesLuhn(digits) ? null : 'cardNumber';
}

const EXPIRY = /^(0[1-9]|1[0-2])\/([0-9]{2})$/;

// A card is good through the last day of its expiry month.
function expiryRule(value: string, now: Date): FieldRule | null {
  const match = EXPIRY.exec(value);
  if (!match) return 'cardExpiry';
  const expires = (2000 + Number(match[2])) * 12 + Number(match[1]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expires < current ? 'cardExpired' : null;
}

const CVV = /^[0-9]{3,4}$/;

/** The rules the posted card breaks, in the order of the form's fields; none when it may be charged. */
export function cardFormRules(form: CardForm, now: Date): FieldRule[] {
  const rules = [cardNumberRule(text(form.cardNumber)), expiryRule(text(form.expiry), now), CVV.test(text(form.cvc)) ? null : 'cardCvv'];
  return rules.filter((rule): rule is FieldRule => rule !== null);
}
