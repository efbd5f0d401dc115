import type { AdminOrderDetail, AdminOrderSearchResponse, CommandAccepted, OrderStatus } from '@khru/contracts';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';

const ADMIN_ORDERS = '/api/paymentapi/admin/orders';

/** What the order list can be filtered by: `from` and `to` are calendar days (YYYY-MM-DD), which the server takes as Bangkok days, `to` included. */
export interface OrderFilter {
  receiptNo?: string;
  learner?: string;
  from?: string;
  to?: string;
  status?: OrderStatus;
}

const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The search body the server takes for a page of the list and its filters (blank filters left out). */
export function orderSearchBody(params: Pick<GetListParams, 'pagination' | 'filter'>) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const filter = (params.filter ?? {}) as OrderFilter;
  const body = {
    receiptNo: trimmed(filter.receiptNo),
    learner: trimmed(filter.learner),
    from: filter.from || undefined,
    to: filter.to || undefined,
    status: filter.status || undefined,
    skip: (page - 1) * perPage,
    take: perPage,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/**
 * Orders for platform admins: found and paged by the server, refunded whole or a line at a time. After a refund, reads
 * (the search is a POST) pass its position as `?after=`, so the page shows the refund once the read models have it.
 */
export function ordersData(http: HttpClient) {
  let latest: string | null = null;
  const after = (url: string) => (latest ? `${url}?after=${encodeURIComponent(latest)}` : url);
  const refund = async (path: string, reason: string): Promise<CommandAccepted> => {
    const { json } = await http(path, { method: 'POST', body: JSON.stringify(reason ? { reason } : {}) });
    latest = (json as CommandAccepted).position ?? latest;
    return json as CommandAccepted;
  };
  return {
    resources: {
      orders: {
        async getList(params: GetListParams) {
          const { json } = await http(after(`${ADMIN_ORDERS}/search`), { method: 'POST', body: JSON.stringify(orderSearchBody(params)) });
          const { data, totalCount } = json as AdminOrderSearchResponse;
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          const { json } = await http(after(`${ADMIN_ORDERS}/${encodeURIComponent(String(params.id))}`));
          return { data: json as AdminOrderDetail };
        },
      },
    },
    methods: {
      /** Pays back what is left of the order under the refund policy; every course it still grants stops. */
      refundOrder: (orderId: string, reason: string) => refund(`${ADMIN_ORDERS}/${encodeURIComponent(orderId)}/refund`, reason),
      /** Pays back one line under the refund policy; only that line's access ends. */
      refundOrderLine: (orderId: string, itemId: string, reason: string) =>
        refund(`${ADMIN_ORDERS}/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(itemId)}/refund`, reason),
    },
  };
}

export type OrdersDataProvider = DataProviderWith<ReturnType<typeof ordersData>['methods']>;
