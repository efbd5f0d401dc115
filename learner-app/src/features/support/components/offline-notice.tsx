import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSupportHours } from '../api/get-support-hours';

/** Outside support hours: a reply will come by mail, and when support opens again (in Bangkok time, as the hours are). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const hours = useSupportHours().data;
  if (!hours || hours.online) return null;
  return (
    <p className="support-offline" data-testid="support-offline" role="status">
      {t('support.offline')}
      {hours.opensAt ? ` ${t('support.opensAt', { when: formatDateTime(hours.opensAt, locale) })}` : null}
    </p>
  );
}
