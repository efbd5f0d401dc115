import type { CommandAccepted, Locale, OrderResponse, TaxInvoiceBuyer } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/refresh-session';
import { readStoredTokens } from '../../../lib/stored-tokens';

const orderPath = (orderId: string) => `paymentapi/orders/${encodeURIComponent(orderId)}`;

export const recordTaxInvoiceBuyer = (orderId: string, buyer: TaxInvoiceBuyer) =>
  api<CommandAccepted>(`${orderPath(orderId)}/tax-invoice-buyer`, { method: 'PUT', body: JSON.stringify(buyer) });

/** Names the buyer on an order's tax invoice; the order is read again once the projection has it. */
export const useRecordTaxInvoiceBuyer = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (buyer: TaxInvoiceBuyer) => recordTaxInvoiceBuyer(orderId, buyer),
    onSuccess: (result) =>
      client.fetchQuery<OrderResponse>({
        queryKey: ['orders', orderId],
        queryFn: () => api<OrderResponse>(`${orderPath(orderId)}?after=${encodeURIComponent(result.position ?? '')}`),
        staleTime: 0,
      }),
    meta: { toastErrors: false },
  });
};

/** The invoice as a PDF file, fetched with the learner's session (a plain link would carry no token). */
export async function downloadTaxInvoicePdf(orderId: string, locale: Locale): Promise<Blob> {
  const fetchPdf = () =>
    fetch(`/api/${orderPath(orderId)}/tax-invoice.pdf?lang=${locale}`, {
      headers: { Authorization: `Bearer ${readStoredTokens()?.jwtToken ?? ''}`, 'Accept-Language': locale },
    });
  let response = await fetchPdf();
  if (response.status === 401 && (await refreshSession())) response = await fetchPdf();
  if (!response.ok) throw new ApiError(response.status, 'other', response.statusText);
  return response.blob();
}
