import { describe, expect, it } from '@jest/globals';
import { isBranchCode, isThaiTaxId } from './thai-tax-id.js';
import { SELLER } from './seller.js';
import { vatIncluded } from './vat.js';

describe('Thai tax invoice rules', () => {
  it('accepts a 13-digit tax id whose last digit checks the others, and nothing else', () => {
    expect(isThaiTaxId('3101234567893')).toBe(true);
    expect(isThaiTaxId(SELLER.taxId)).toBe(true);
    expect(isThaiTaxId('3101234567891')).toBe(false);
    expect(isThaiTaxId('310123456789')).toBe(false);
    expect(isThaiTaxId('31012345678931')).toBe(false);
    expect(isThaiTaxId('3-1012-34567-89-3')).toBe(false);
  });

  it('takes a branch number of five digits', () => {
    expect(isBranchCode('00000')).toBe(true);
    expect(isBranchCode('00012')).toBe(true);
    expect(isBranchCode('12')).toBe(false);
  });

  it('splits a VAT-inclusive total into the amount before VAT and 7% VAT, adding up to the satang', () => {
    expect(vatIncluded(1070)).toEqual({ netSatang: 100_000, vatSatang: 7_000 });
    const { netSatang, vatSatang } = vatIncluded(1664);
    expect(netSatang + vatSatang).toBe(166_400);
    expect(vatSatang).toBe(10_886);
  });
});
