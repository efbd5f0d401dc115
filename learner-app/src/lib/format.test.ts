import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

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
