import type { CreditQuote, ItemRef } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsCorporate } from '../../../lib/use-is-corporate';
import { corporateKeys } from './corporate-keys';

export const getCreditQuote = ({ itemId, isBundle }: ItemRef) =>
  api<CreditQuote>(`paymentapi/credit-quote?itemId=${encodeURIComponent(itemId)}&isBundle=${isBundle}`);

export const creditQuoteQueryOptions = (item: ItemRef) =>
  queryOptions({
    queryKey: corporateKeys.creditQuote(item),
    queryFn: () => getCreditQuote(item),
    // The balance moves with every colleague's enrolment: read it again whenever it is shown.
    staleTime: 0,
    retry: false,
    meta: { toastErrors: false },
  });

/** A course's or bundle's price in credits, with the cost centre and licence behind it; only corporate accounts ask. */
export const useCreditQuote = (item: ItemRef) => useQuery({ ...creditQuoteQueryOptions(item), enabled: useIsCorporate() });
