import type { AdminOrderSummary, OrderStatus } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const STATUSES: OrderStatus[] = ['placed', 'awaiting-payment', 'paid', 'failed', 'refunded', 'expired'];

export const STATUS_CHOICES = STATUSES.map((id) => ({ id, name: `khru.orders.status.${id}` }));

const COLORS: Record<OrderStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  placed: 'default',
  'awaiting-payment': 'info',
  paid: 'success',
  failed: 'error',
  refunded: 'warning',
  expired: 'default',
};

/** The order's status as a coloured chip, in the admin's language. */
export function OrderStatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const order = useRecordContext<Pick<AdminOrderSummary, 'status'>>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Chip
      size="small"
      color={COLORS[order.status]}
      variant={order.status === 'expired' ? 'outlined' : 'filled'}
      label={translate(`khru.orders.status.${order.status}`)}
    />
  );
}
