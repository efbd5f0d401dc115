import type { Locale } from '@khru/contracts';
import { ApiError } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/refresh-session';
import { readStoredTokens } from '../../../stores/stored-tokens';
import { orderPath } from './get-order';

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
