import type { OrderResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commerceKeys } from './commerce-keys';

export const orderPath = (orderId: string) => `paymentapi/orders/${encodeURIComponent(orderId)}`;

/** With `after` (a change's read position) the read waits until the read models have passed it; an empty one waits for nothing. */
export const getOrder = (orderId: string, after?: string) =>
  api<OrderResponse>(`${orderPath(orderId)}${after === undefined ? '' : `?after=${encodeURIComponent(after)}`}`);

/** An order, read again every second until its payment has an outcome and its receipt is out. */
export const useOrder = (orderId: string) =>
  useQuery({
    queryKey: commerceKeys.order(orderId),
    queryFn: () => getOrder(orderId),
    enabled: Boolean(orderId),
    retry: false,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (order.status === 'failed' || (order.status === 'paid' && order.receiptNo)) ? false : 1000;
    },
  });
