import type { CommandAccepted, TaxInvoiceBuyer } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commerceKeys } from './commerce-keys';
import { getOrder, orderPath } from './get-order';

export const recordTaxInvoiceBuyer = (orderId: string, buyer: TaxInvoiceBuyer) =>
  api<CommandAccepted>(`${orderPath(orderId)}/tax-invoice-buyer`, { method: 'PUT', body: JSON.stringify(buyer) });

/** Names the buyer on an order's tax invoice; the order is read again once the projection has it. */
export const useRecordTaxInvoiceBuyer = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (buyer: TaxInvoiceBuyer) => recordTaxInvoiceBuyer(orderId, buyer),
    onSuccess: (result) => client.fetchQuery({ queryKey: commerceKeys.order(orderId), queryFn: () => getOrder(orderId, result.position ?? ''), staleTime: 0 }),
    meta: { toastErrors: false },
  });
};
