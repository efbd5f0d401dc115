import { reportDayOf, type AdminOrderSummary } from '@khru/contracts';
import { Box, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, RecordContextProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatBaht } from '../fields/baht';
import { formatDateTime } from '../i18n/date-format';
import { learnerName, orderName } from '../orders/order-name';
import { OrderStatusField } from '../orders/order-status';

const WEEK_MS = 6 * 24 * 60 * 60 * 1000;

/** How many orders were paid in the last seven Bangkok days (today included), and the five latest orders, each opening its page. */
export function RecentOrdersCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const paidThisWeek = { status: 'paid', from: reportDayOf(new Date(Date.now() - WEEK_MS)) };
  const week = useGetList<AdminOrderSummary>('orders', { pagination: { page: 1, perPage: 1 }, filter: paidThisWeek });
  const latest = useGetList<AdminOrderSummary>('orders', { pagination: { page: 1, perPage: 5 }, sort: { field: 'placedAt', order: 'DESC' } });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('khru.platformDashboard.recentOrders')}
        </Typography>
        {week.total !== undefined && (
          <Link to={`/orders?filter=${encodeURIComponent(JSON.stringify(paidThisWeek))}`}>
            {translate('khru.platformDashboard.paidThisWeek', { smart_count: week.total })}
          </Link>
        )}
        {!latest.isPending && !latest.data?.length && <Typography color="text.secondary">{translate('khru.platformDashboard.noOrders')}</Typography>}
        <List dense>
          {latest.data?.map((order) => (
            <ListItem key={order.id} disablePadding>
              <ListItemButton component={Link} to={`/orders/${encodeURIComponent(order.id)}/show`} sx={{ gap: 2 }}>
                <ListItemText
                  primary={orderName(order, locale, translate)}
                  secondary={`${learnerName(order.learner)} · ${formatDateTime(order.placedAt, locale)}`}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                  <Typography variant="body2">{formatBaht(order.total, locale)}</Typography>
                  <RecordContextProvider value={order}>
                    <OrderStatusField />
                  </RecordContextProvider>
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Link to="/orders">{translate('khru.platformDashboard.allOrders')}</Link>
      </CardContent>
    </Card>
  );
}
