import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { secondsUntil } from '../hooks/remaining';
import { useNow } from '../hooks/use-now';
import { Countdown } from './countdown';

/**
 * When a failed learner may try again: the moment in their language and a live countdown on the server's clock
 * (`serverNow` against this device's time when the answer arrived); `onDue` once it has come.
 */
export function RetryCountdown({ retryAt, serverNow, onDue }: { retryAt: string; serverNow: string; onDue: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const left = secondsUntil(retryAt, useNow() + offset);
  useEffect(() => {
    if (left === 0) onDue();
  }, [left, onDue]);
  return (
    <div className="test-retry">
      <p>{t('test.outcome.retryAt', { when: formatDateTime(retryAt, locale) })}</p>
      {left > 0 ? (
        <p className="test-retry-countdown">
          {t('test.outcome.retryIn')}{' '}
          <strong role="timer">
            <Countdown seconds={left} />
          </strong>
        </p>
      ) : (
        <p role="status">{t('test.outcome.retryOpening')}</p>
      )}
    </div>
  );
}
