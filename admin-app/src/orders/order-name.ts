import type { AdminOrderDetail, AdminOrderSummary } from '@khru/contracts';
import { formatDateTime } from '../i18n/date-format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An order is named by its receipt number; before it has one (unpaid, failed), by when it was placed. */
export const orderName = (order: Pick<AdminOrderSummary, 'receiptNo' | 'placedAt'>, locale: string, translate: Translate): string =>
  order.receiptNo ?? translate('khru.orders.orderOf', { date: formatDateTime(order.placedAt, locale) });

/** The learner as support knows them: name, else email, else the account id. */
export const learnerName = (learner: AdminOrderSummary['learner']): string => learner.name ?? learner.email ?? learner.userId;

/** The whole order rather than its row in the list (react-admin shows the row while the order loads). */
export const isOrderDetail = (order: AdminOrderDetail | AdminOrderSummary): order is AdminOrderDetail => Array.isArray((order as AdminOrderDetail).lines);
