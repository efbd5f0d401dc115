import type { AdminOrderDetail, AdminOrderLine } from '@khru/contracts';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Button, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatBaht } from '../fields/baht';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';
import { lineKind, lineTitle } from './order-line';
import { learnerName } from './order-name';
import type { OrdersDataProvider } from './orders.data-provider';
import { lineRefundBlock } from './refund-block';
import { useRefundBlockText } from './refund-block-text';
import { RefundDialogButton } from './refund-dialog';

/** What the line would pay back now and until when, what it paid back, or why it cannot be refunded; with its Refund button. */
function LineRefund({ order, line }: { order: AdminOrderDetail; line: AdminOrderLine }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const blockText = useRefundBlockText();
  const block = lineRefundBlock(order, line);
  const { refunded } = line;
  return (
    <TableCell>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ color: block ? 'text.secondary' : 'text.primary' }}>
          {refunded
            ? translate('khru.orders.lineRefunded', { amount: formatBaht(refunded.amount, locale), at: formatDateTime(refunded.at, locale) })
            : block
              ? blockText(block, line.refundableUntil)
              : translate('khru.orders.refundableUntil', {
                  amount: formatBaht(line.refundableNow ?? 0, locale),
                  until: line.refundableUntil ? formatDateTime(line.refundableUntil, locale) : '',
                })}
        </Typography>
        {block ? (
          block !== 'refunded' && (
            <Button label="khru.orders.refund" variant="outlined" disabled sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              <CurrencyExchangeIcon />
            </Button>
          )
        ) : (
          <RefundDialogButton
            label="khru.orders.refund"
            title={translate('khru.orders.lineDialogTitle', { item: lineTitle(line, locale) })}
            content={translate('khru.orders.lineDialogContent', {
              learner: learnerName(order.learner),
              item: lineTitle(line, locale),
              amount: formatBaht(line.refundableNow ?? 0, locale),
            })}
            amount={formatBaht(line.refundableNow ?? 0, locale)}
            refund={(reason) => dataProvider.refundOrderLine(order.id, line.itemId, reason)}
          />
        )}
      </Stack>
    </TableCell>
  );
}

/**
 * The order's lines: item, kind, price and each line's refund (for support: how much, until when, or why not). Four
 * columns do not fit a phone: there the kind and price go under the item, leaving two.
 */
export function OrderLines() {
  const order = useRecordContext<AdminOrderDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = usePhone();
  if (!order) return null;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('khru.orders.sections.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('khru.orders.fields.item')}</TableCell>
            {!phone && <TableCell>{translate('khru.orders.fields.kind')}</TableCell>}
            {!phone && <TableCell align="right">{translate('khru.orders.fields.price')}</TableCell>}
            <TableCell>{translate('khru.orders.fields.refundable')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.itemId} data-item={line.itemId}>
              {phone ? (
                <TableCell>
                  {lineTitle(line, locale)}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {`${translate(`khru.orders.kind.${lineKind(line)}`)} · ${formatBaht(line.price, locale)}`}
                  </Typography>
                </TableCell>
              ) : (
                <>
                  <TableCell>{lineTitle(line, locale)}</TableCell>
                  <TableCell>{translate(`khru.orders.kind.${lineKind(line)}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatBaht(line.price, locale)}
                  </TableCell>
                </>
              )}
              <LineRefund order={order} line={line} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
