import type { CreditPriceDocument } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../testing/fake-http-client';
import { creditPricesData } from './credit-prices.data-provider';

describe('credit prices data', () => {
  const course = { id: 'forklift', courseMetadata: { titleEn: 'Forklift', titleTh: 'รถยก' }, price: 900 };
  const price = (id: string, credits: number): CreditPriceDocument => ({ _id: id, isBundle: false, credits, setAt: '2026-01-01T00:00:00.000Z' });

  it('gives each catalogue item of the page its credit price, reading every page of prices', async () => {
    const prices = [...Array.from({ length: 100 }, (_, i) => price(`other-${i}`, 1)), price('forklift', 12)];
    const http = fakeHttp((url) => {
      if (url.startsWith('/api/coursesapi')) return { json: { data: [course, { ...course, id: 'first-aid' }], totalCount: 2 } };
      const skip = Number(new URL(url, 'http://x').searchParams.get('skip'));
      return { json: { items: prices.slice(skip, skip + 100), total: prices.length } };
    });
    const page = await creditPricesData(http).resources['credit-prices'].getList({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'nameEn', order: 'ASC' },
      filter: { kind: 'courses' },
    });
    expect(page.data.map((row) => [row.id, row.credits])).toEqual([
      ['forklift', 12],
      ['first-aid', null],
    ]);
    expect(http.mock.calls.map(([url]) => url).filter((url) => url.includes('credit-prices'))).toEqual([
      '/api/orgsapi/credit-prices?skip=0&take=100',
      '/api/orgsapi/credit-prices?skip=100&take=100',
    ]);
  });

  it('sets a price with the item kind, then reads prices no older than that write', async () => {
    const http = fakeHttp((url) =>
      url.includes('credit-prices/')
        ? { json: { position: '99' } }
        : url.includes('credit-prices')
          ? { json: { items: [], total: 0 } }
          : { json: { data: [], totalCount: 0 } },
    );
    const prices = creditPricesData(http).resources['credit-prices'];
    const row = { id: 'warehouse-basics', isBundle: true, nameEn: 'W', nameTh: 'ว', price: 1, credits: null };
    const updated = await prices.update({ id: row.id, data: { credits: '30' as unknown as number }, previousData: row });
    expect(updated.data.credits).toBe(30);
    expect(http).toHaveBeenCalledWith('/api/orgsapi/credit-prices/warehouse-basics', { method: 'PUT', body: JSON.stringify({ isBundle: true, credits: 30 }) });
    await prices.getList({ pagination: { page: 1, perPage: 25 }, sort: { field: 'nameEn', order: 'ASC' }, filter: { kind: 'bundles' } });
    expect(http).toHaveBeenCalledWith('/api/orgsapi/credit-prices?skip=0&take=100&after=99');
    expect(http).toHaveBeenCalledWith('/api/certificatesapi/get-certificates', expect.anything());
  });
});
