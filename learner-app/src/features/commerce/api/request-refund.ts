import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { commerceKeys } from './commerce-keys';
import { orderPath } from './get-order';
import { listReceipts } from './list-receipts';

/** The whole order (or, after a line went back, the rest of it), or one line (`itemId`). */
export const requestRefund = (orderId: string, reason: string, itemId: string | null) =>
  api<CommandAccepted>(`${orderPath(orderId)}${itemId ? `/lines/${encodeURIComponent(itemId)}` : ''}/refund`, {
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
        client.fetchQuery({ queryKey: commerceKeys.receipts(), queryFn: () => listReceipts(result.position ?? ''), staleTime: 0 }),
        client.invalidateQueries({ queryKey: sharedKeys.users }),
      ]),
    meta: { toastErrors: false },
  });
};
