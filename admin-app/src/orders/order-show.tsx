import type { AdminOrderDetail, AdminOrderSummary } from '@khru/contracts';
import { Box, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, Show, TabbedShowLayout, TopToolbar, useLocaleState, useRecordContext, useTranslate, WithRecord } from 'react-admin';
import { HistoryTab } from '../history/history-tab';
import { formatDateTime } from '../i18n/date-format';
import { formatBaht } from '../fields/baht';
import { OrderLines } from './order-lines';
import { isOrderDetail, learnerName, orderName } from './order-name';
import { OrderRefund } from './order-refund';
import { OrderStatusField } from './order-status';

/** The page's title: the receipt number, or when the order was placed. */
function OrderTitle() {
  const order = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!order) return null;
  return <>{translate('khru.orders.title', { name: orderName(order, locale, translate) })}</>;
}

/** One labelled value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {translate(label)}
      </Typography>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** Facts side by side where there is room, one per row on a phone. */
const Facts = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>{children}</Box>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
}

/** Who bought, when, the receipt, the payment, the voucher and the totals. */
function OrderFacts() {
  const order = useRecordContext<AdminOrderDetail | AdminOrderSummary>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Opened from the list, the list's row stands in until the order itself arrives: it has no lines or payment yet.
  if (!order || !isOrderDetail(order)) return <LinearProgress />;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  const baht = (amount: number) => formatBaht(amount, locale);
  return (
    <Stack sx={{ gap: 3 }}>
      <Facts>
        <Fact label="khru.orders.fields.learner">
          {learnerName(order.learner)}
          {order.learner.name && order.learner.email && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {order.learner.email}
            </Typography>
          )}
        </Fact>
        <Fact label="khru.orders.fields.status">
          <OrderStatusField />
        </Fact>
        <Fact label="khru.orders.fields.placedAt">{date(order.placedAt)}</Fact>
        <Fact label="khru.orders.fields.receiptNo">
          {order.receiptNo ? `${order.receiptNo} · ${date(order.receiptIssuedAt)}` : translate('khru.orders.noReceipt')}
        </Fact>
      </Facts>
      <Divider />
      <Section title="khru.orders.sections.lines">
        <OrderLines />
      </Section>
      <Divider />
      <Section title="khru.orders.sections.payment">
        <Facts>
          <Fact label="khru.orders.fields.paymentType">{order.paymentType ? translate(`khru.orders.paymentType.${order.paymentType}`) : '—'}</Fact>
          <Fact label="khru.orders.fields.cardLast4">{order.cardLast4 ? translate('khru.orders.card', { last4: order.cardLast4 }) : '—'}</Fact>
          <Fact label="khru.orders.fields.paidAt">{date(order.paidAt)}</Fact>
          {order.failureReason && <Fact label="khru.orders.fields.failureReason">{order.failureReason}</Fact>}
        </Facts>
      </Section>
      <Divider />
      <Section title="khru.orders.sections.totals">
        <Facts>
          <Fact label="khru.orders.fields.subtotal">{baht(order.subtotal)}</Fact>
          <Fact label="khru.orders.fields.discount">
            {order.voucherCode ? `${baht(order.discount)} · ${order.voucherCode}` : translate('khru.orders.none')}
          </Fact>
          <Fact label="khru.orders.fields.total">{baht(order.total)}</Fact>
          <Fact label="khru.orders.fields.refundedAmount">
            {order.refundedAmount > 0 ? `${baht(order.refundedAmount)}${order.refundedAt ? ` · ${date(order.refundedAt)}` : ''}` : '—'}
          </Fact>
        </Facts>
      </Section>
      <Divider />
      <Section title="khru.orders.sections.refund">
        <OrderRefund />
      </Section>
    </Stack>
  );
}

/** An order as support sees it, with its refunds (a line or the whole order) and its timeline of events. */
export function OrderShow() {
  return (
    <Show<AdminOrderDetail>
      title={<OrderTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.orders.tabs.order">
          <OrderFacts />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.orders.tabs.timeline" path="timeline">
          <WithRecord<AdminOrderDetail> render={(order) => <HistoryTab kind="order" id={order.id} />} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
