import type {
  CommandAccepted,
  ItemRef,
  OrderResponse,
  PaymentRequestBody,
  PaymentStartedResponse,
  ReceiptListResponse,
  VoucherApplyRequestBody,
  VoucherApplyResponse,
} from '@khru/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const applyVoucher = (body: VoucherApplyRequestBody) =>
  api<VoucherApplyResponse>('pricingapi/voucher/apply', { method: 'POST', body: JSON.stringify(body) });

/** One idempotency key per checkout attempt, so a double click or a retried request is the same order. */
export const startCheckout = (body: PaymentRequestBody, idempotencyKey: string) =>
  api<PaymentStartedResponse>('paymentapi/payment', { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } });

export const enrollFree = (item: ItemRef) => api<CommandAccepted>('paymentapi/enroll-single-item', { method: 'POST', body: JSON.stringify(item) });

export const getOrder = (orderId: string) => api<OrderResponse>(`paymentapi/orders/${encodeURIComponent(orderId)}`);

export const useApplyVoucher = () => useMutation({ mutationFn: applyVoucher, meta: { toastErrors: false } });
export const useStartCheckout = () =>
  useMutation({ mutationFn: ({ body, key }: { body: PaymentRequestBody; key: string }) => startCheckout(body, key), meta: { toastErrors: false } });

/** An order, read again every second until its payment has an outcome and its receipt is out. */
export const useOrder = (orderId: string) =>
  useQuery({
    queryKey: ['orders', orderId],
    queryFn: () => getOrder(orderId),
    enabled: Boolean(orderId),
    retry: false,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (order.status === 'failed' || (order.status === 'paid' && order.receiptNo)) ? false : 1000;
    },
  });

export const useReceipts = () => useQuery({ queryKey: ['receipts'], queryFn: () => api<ReceiptListResponse>('paymentapi/receipts') });

/** The whole order (or, after a line went back, the rest of it), or one line (`itemId`). */
const requestRefund = (orderId: string, reason: string, itemId: string | null) =>
  api<CommandAccepted>(`paymentapi/orders/${encodeURIComponent(orderId)}${itemId ? `/lines/${encodeURIComponent(itemId)}` : ''}/refund`, {
    method: 'POST',
    body: JSON.stringify(reason ? { reason } : {}),
  });

/** Asks for an order's (or one line's) money back; receipts and the profile's purchases are read again afterwards. */
export const useRefund = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason, itemId }: { orderId: string; reason: string; itemId: string | null }) => requestRefund(orderId, reason, itemId),
    onSuccess: (result) =>
      Promise.all([
        client.fetchQuery({
          queryKey: ['receipts'],
          queryFn: () => api<ReceiptListResponse>(`paymentapi/receipts?after=${encodeURIComponent(result.position ?? '')}`),
          staleTime: 0,
        }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]),
    meta: { toastErrors: false },
  });
};
