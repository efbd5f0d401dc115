import { describe, expect, it } from '@jest/globals';
import { asSpreadsheetText, startsLikeFormula } from './formula-text.js';

describe('text a spreadsheet would run as a formula', () => {
  it('is what starts with =, +, -, @, a tab or a carriage return', () => {
    for (const text of ['=1+1', '+66 2', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(startsLikeFormula(text)).toBe(true);
    for (const text of ['INV-7', 'ใบแจ้งหนี้ =1', '', "'=1"]) expect(startsLikeFormula(text)).toBe(false);
  });

  it('is written with a quote mark in front; other text as it is', () => {
    expect(asSpreadsheetText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(asSpreadsheetText('INV-7')).toBe('INV-7');
  });
});
