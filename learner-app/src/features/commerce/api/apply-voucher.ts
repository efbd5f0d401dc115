import type { VoucherApplyRequestBody, VoucherApplyResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const applyVoucher = (body: VoucherApplyRequestBody) =>
  api<VoucherApplyResponse>('pricingapi/voucher/apply', { method: 'POST', body: JSON.stringify(body) });

export const useApplyVoucher = () => useMutation({ mutationFn: applyVoucher, meta: { toastErrors: false } });
