import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import type { RefundBlock } from './refund-block';

/** Why a refund is not offered, in the admin's language (with the window's end when known). */
export function useRefundBlockText(): (block: RefundBlock, until: string | null) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (block, until) =>
    block === 'windowPassed'
      ? until
        ? translate('khru.orders.blocked.windowPassed', { until: formatDateTime(until, locale) })
        : translate('khru.orders.blocked.windowPassedUndated')
      : translate(`khru.orders.blocked.${block}`);
}
