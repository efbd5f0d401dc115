import type { AdminOrderSummary } from '@khru/contracts';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SelectInput, SimpleList, TextInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';
import { formatBaht } from '../fields/baht';
import { learnerName, orderName } from './order-name';
import { OrderStatusField, shownStatus, STATUS_CHOICES } from './order-status';

const filters = [
  <TextInput key="receiptNo" source="receiptNo" alwaysOn resettable />,
  <TextInput key="learner" source="learner" alwaysOn resettable />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="khru.orders.allStatuses" />,
];

/** Name, and email beneath it when there is a name to show it with. */
function LearnerField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const order = useRecordContext<AdminOrderSummary>();
  if (!order) return null;
  return (
    <Stack>
      <Typography variant="body2">{learnerName(order.learner)}</Typography>
      {order.learner.name && order.learner.email && (
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {order.learner.email}
        </Typography>
      )}
    </Stack>
  );
}

/** The total, with what was paid back beneath it: one column where two do not fit (a tablet). */
function TotalAndRefundField(_props: { source?: string; label?: string; sortable?: boolean; textAlign?: 'right' }) {
  const order = useRecordContext<AdminOrderSummary>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!order) return null;
  return (
    <Stack sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatBaht(order.total, locale)}</Typography>
      {order.refundedAmount > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate('khru.orders.refundedShort', { amount: formatBaht(order.refundedAmount, locale) })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Every order, newest first, found by receipt number, learner (name or email), the days it was placed and status;
 * a row opens the order, where it can be refunded.
 */
export function OrderList() {
  const phone = usePhone();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const baht = (amount: number) => formatBaht(amount, locale);
  return (
    <List exporter={false} filters={filters} sort={{ field: 'placedAt', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AdminOrderSummary>
          linkType="show"
          primaryText={(order) => orderName(order, locale, translate)}
          secondaryText={(order) => `${learnerName(order.learner)} · ${formatDateTime(order.placedAt, locale)}`}
          tertiaryText={(order) => `${baht(order.total)} · ${translate(`khru.orders.status.${shownStatus(order)}`)}`}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<AdminOrderSummary>
            source="receiptNo"
            sortable={false}
            sx={{ whiteSpace: 'nowrap' }}
            render={(order) =>
              order.receiptNo ?? <Typography sx={{ color: 'text.secondary', fontSize: 'inherit' }}>{translate('khru.orders.noReceipt')}</Typography>
            }
          />
          <LearnerField source="learner" sortable={false} />
          <LocalDateField source="placedAt" sortable={false} />
          {narrow ? (
            <TotalAndRefundField source="total" sortable={false} textAlign="right" />
          ) : (
            <FunctionField<AdminOrderSummary> source="total" sortable={false} textAlign="right" render={(order) => baht(order.total)} />
          )}
          {!narrow && (
            <FunctionField<AdminOrderSummary>
              source="refundedAmount"
              sortable={false}
              textAlign="right"
              render={(order) => (order.refundedAmount > 0 ? baht(order.refundedAmount) : translate('khru.orders.noRefund'))}
            />
          )}
          <OrderStatusField source="status" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
