import { describe, expect, it } from 'vitest';
import { priceRows } from './price-rows';

describe('the price schedule', () => {
  it('lists prices newest first: the one in effect now, those still to come, and the past', () => {
    const rows = priceRows(
      [
        { price: 1000, effectiveFrom: '2026-01-01T00:00:00.000Z' },
        { price: 900, effectiveFrom: '2026-03-01T00:00:00.000Z' },
        { price: 1200, effectiveFrom: '2026-09-01T00:00:00.000Z' },
      ],
      new Date('2026-05-01T00:00:00.000Z'),
    );
    expect(rows.map((r) => [r.price, r.state])).toEqual([
      [1200, 'scheduled'],
      [900, 'current'],
      [1000, 'past'],
    ]);
  });
});
