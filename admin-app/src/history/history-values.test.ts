import { describe, expect, it } from 'vitest';
import { humanizeKey, readableValue } from './history-values';

const yesNo = { yes: 'Yes', no: 'No' };

describe('readableValue', () => {
  it('writes instants in the admin language and Bangkok time, Buddhist era in Thai', () => {
    expect(readableValue('2026-03-01T03:00:00.000Z', 'en', yesNo)).toEqual({ kind: 'text', text: '1 Mar 2026, 10:00' });
    expect(readableValue('2026-03-01T03:00:00.000Z', 'th', yesNo)).toEqual({ kind: 'text', text: expect.stringContaining('2569') });
  });

  it('reads booleans, numbers, lists and both languages of a text', () => {
    expect(readableValue(true, 'en', yesNo)).toEqual({ kind: 'text', text: 'Yes' });
    expect(readableValue(12500, 'en', yesNo)).toEqual({ kind: 'text', text: '12,500' });
    expect(readableValue(['a', 'b'], 'en', yesNo)).toEqual({ kind: 'text', text: 'a, b' });
    expect(readableValue({ en: 'Safety', th: 'ความปลอดภัย' }, 'en', yesNo)).toEqual({ kind: 'text', text: 'EN: Safety · TH: ความปลอดภัย' });
    expect(readableValue(null, 'en', yesNo)).toEqual({ kind: 'text', text: '—' });
  });

  it('keeps nested values as JSON to unfold', () => {
    expect(readableValue({ sections: [{ id: 's1' }] }, 'en', yesNo)).toEqual({ kind: 'nested', json: expect.stringContaining('"s1"') });
  });

  it('spaces out a field name it has no label for', () => {
    expect(humanizeKey('taxInvoiceBuyer')).toBe('Tax invoice buyer');
  });
});
