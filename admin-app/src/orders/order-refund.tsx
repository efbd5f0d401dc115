import type { AdminOrderDetail } from '@khru/contracts';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Stack, Typography } from '@mui/material';
import { Button, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatBaht } from '../fields/baht';
import { formatDateTime } from '../i18n/date-format';
import { learnerName, orderName } from './order-name';
import type { OrdersDataProvider } from './orders.data-provider';
import { orderRefundableUntil, orderRefundBlock } from './refund-block';
import { useRefundBlockText } from './refund-block-text';
import { RefundDialogButton } from './refund-dialog';

/** Refunding the whole order (what is left of it): the amount it pays back now and until when, or why it cannot be refunded. */
export function OrderRefund() {
  const order = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const blockText = useRefundBlockText();
  if (!order) return null;
  const block = orderRefundBlock(order);
  const until = orderRefundableUntil(order);
  const amount = formatBaht(order.orderRefundableNow ?? 0, locale);
  const name = orderName(order, locale, translate);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ color: block ? 'text.secondary' : 'text.primary' }}>
        {block ? blockText(block, until) : translate('khru.orders.orderRefundable', { amount, until: until ? formatDateTime(until, locale) : '' })}
      </Typography>
      {block ? (
        <Button label="khru.orders.refundOrder" variant="outlined" disabled sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          <CurrencyExchangeIcon />
        </Button>
      ) : (
        <RefundDialogButton
          label="khru.orders.refundOrder"
          title={translate('khru.orders.orderDialogTitle', { name })}
          content={translate('khru.orders.orderDialogContent', { learner: learnerName(order.learner), amount })}
          amount={amount}
          refund={(reason) => dataProvider.refundOrder(order.id, reason)}
        />
      )}
    </Stack>
  );
}
