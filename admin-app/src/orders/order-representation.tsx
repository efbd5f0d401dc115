import type { AdminOrderSummary } from '@khru/contracts';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { orderName } from './order-name';

/** How other screens name an order: its receipt number, or when it was placed (kept out of the lazy screens: it is tiny). */
export function OrderRepresentation() {
  const order = useRecordContext<Pick<AdminOrderSummary, 'receiptNo' | 'placedAt'>>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return order ? <>{orderName(order, locale, translate)}</> : null;
}
