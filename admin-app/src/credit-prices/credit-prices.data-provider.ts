import type { CommandAccepted, CreditPriceDocument, Paged } from '@khru/contracts';
import type { SetCreditPriceRequest } from '@khru/contracts/requests';
import type { GetListParams, UpdateParams } from 'react-admin';
import { catalogueData, type CatalogueItem } from '../catalogue/catalogue.data-provider';
import type { HttpClient } from '../dataProvider/http-client';
import { withFieldErrors } from '../dataProvider/server-errors';

const PRICES = '/api/orgsapi/credit-prices';
/** The most rows the API gives in one page. */
const PAGE = 100;

/** A course or bundle with its price in credits (null: none set yet, so members cannot enrol in it by credits). */
export interface CreditPriceRow extends CatalogueItem {
  credits: number | null;
}

export type CreditPriceKind = 'courses' | 'bundles';

/** The credit prices, read page by page (they are few: one per course or bundle), at least as new as `after`. */
async function allPrices(http: HttpClient, after: string | null): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  const readAfter = after ? `&after=${encodeURIComponent(after)}` : '';
  for (let skip = 0; ; skip += PAGE) {
    const { json } = await http(`${PRICES}?skip=${skip}&take=${PAGE}${readAfter}`);
    const { items, total } = json as Paged<CreditPriceDocument>;
    for (const price of items) prices.set(price._id, price.credits);
    if (items.length < PAGE || skip + PAGE >= total) return prices;
  }
}

/** The catalogue's courses or bundles (as `filter.kind` asks), each with its credit price; a platform admin sets one. */
export const creditPricesData = (http: HttpClient) => {
  const catalogue = catalogueData(http).resources;
  // The list is read again right after a price is set: it waits until the projection has that write.
  let lastWrite: string | null = null;
  return {
    resources: {
      'credit-prices': {
        async getList(params: GetListParams) {
          const kind: CreditPriceKind = params.filter?.kind === 'bundles' ? 'bundles' : 'courses';
          const [page, prices] = await Promise.all([
            (kind === 'bundles' ? catalogue['catalogue-bundles'] : catalogue['catalogue-courses']).getList(params),
            allPrices(http, lastWrite),
          ]);
          const data: CreditPriceRow[] = page.data.map((item) => ({ ...item, credits: prices.get(item.id) ?? null }));
          return { data, total: page.total };
        },
        async update(params: UpdateParams<CreditPriceRow>) {
          const row = params.previousData;
          const body: SetCreditPriceRequest = { isBundle: row.isBundle, credits: Number(params.data.credits) };
          const { json } = await withFieldErrors(http(`${PRICES}/${encodeURIComponent(String(params.id))}`, { method: 'PUT', body: JSON.stringify(body) }));
          lastWrite = (json as CommandAccepted).position ?? lastWrite;
          return { data: { ...row, credits: body.credits } };
        },
      },
    },
  };
};
