import { describe, expect, it } from '@jest/globals';
import type { CreditPriceEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { creditPricesProjection } from './credit-prices.projection.js';

const priced = (credits: number, at: string): CreditPriceEvent => ({
  type: 'CreditPriceSet',
  data: { itemId: 'pdpa-pack', isBundle: true, credits, by: 'admin', at },
});

describe('credit prices projection', () => {
  it('keeps the latest price of an item, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      creditPricesProjection,
      [priced(50, '2026-11-01T00:00:00.000Z'), priced(40, '2026-11-20T00:00:00.000Z')].map((e) => recorded(e)),
      'pdpa-pack',
    );
    expect(once).toMatchObject({ _id: 'pdpa-pack', isBundle: true, credits: 40, setAt: '2026-11-20T00:00:00.000Z' });
    expect(twice).toEqual(once);
  });
});
