import { useTranslation } from 'react-i18next';
import { Countdown } from './countdown';

/** Warnings are spoken at five minutes and at one minute left; the clock itself stays quiet (a timer is not a live region). */
const warningAt = (seconds: number): number | null => (seconds <= 60 ? 1 : seconds <= 300 ? 5 : null);

/** The attempt's time left against the server clock; it turns red in the last five minutes. */
export function TestTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const warning = warningAt(seconds);
  return (
    <div className={`test-timer${warning ? ' warning' : ''}`}>
      <span>{t('test.timer.left')}</span>
      <strong role="timer">
        <Countdown seconds={seconds} />
      </strong>
      <span className="visually-hidden" aria-live="polite">
        {warning ? t('test.timer.warning', { count: warning }) : ''}
      </span>
    </div>
  );
}
