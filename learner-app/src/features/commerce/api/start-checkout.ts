import type { PaymentRequestBody, PaymentStartedResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One idempotency key per checkout attempt, so a double click or a retried request is the same order. */
export const startCheckout = (body: PaymentRequestBody, idempotencyKey: string) =>
  api<PaymentStartedResponse>('paymentapi/payment', { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } });

export const useStartCheckout = () =>
  useMutation({ mutationFn: ({ body, key }: { body: PaymentRequestBody; key: string }) => startCheckout(body, key), meta: { toastErrors: false } });
