import type { ReceiptListResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commerceKeys } from './commerce-keys';

/** With `after` (a change's read position) the read waits until the read models have passed it; an empty one waits for nothing. */
export const listReceipts = (after?: string) =>
  api<ReceiptListResponse>(`paymentapi/receipts${after === undefined ? '' : `?after=${encodeURIComponent(after)}`}`);

export const useReceipts = () => useQuery({ queryKey: commerceKeys.receipts(), queryFn: () => listReceipts() });
