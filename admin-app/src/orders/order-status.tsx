import type { AdminOrderSummary, OrderStatus } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const STATUSES: OrderStatus[] = ['placed', 'awaiting-payment', 'paid', 'failed', 'refunded', 'expired'];

export const STATUS_CHOICES = STATUSES.map((id) => ({ id, name: `khru.orders.status.${id}` }));

/** What the admin reads: the server keeps a partly refunded order `paid` (it still grants its other lines), with a refunded amount. */
export type ShownOrderStatus = OrderStatus | 'partly-refunded';

export const shownStatus = (order: Pick<AdminOrderSummary, 'status' | 'refundedAmount'>): ShownOrderStatus =>
  order.status === 'paid' && order.refundedAmount > 0 ? 'partly-refunded' : order.status;

const COLORS: Record<ShownOrderStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  placed: 'default',
  'awaiting-payment': 'info',
  paid: 'success',
  'partly-refunded': 'warning',
  failed: 'error',
  refunded: 'warning',
  expired: 'default',
};

/** The order's status as a coloured chip, in the admin's language; a paid order with a line paid back says so. */
export function OrderStatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const order = useRecordContext<Pick<AdminOrderSummary, 'status' | 'refundedAmount'>>();
  const translate = useTranslate();
  if (!order) return null;
  const status = shownStatus(order);
  return <Chip size="small" color={COLORS[status]} variant={status === 'expired' ? 'outlined' : 'filled'} label={translate(`khru.orders.status.${status}`)} />;
}
