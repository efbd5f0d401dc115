import { useTranslation } from 'react-i18next';
import { countdownParts } from '../hooks/remaining';

/** A time left as a clock (mm:ss, hh:mm:ss), with the whole days before it once it is a day or more. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { days, clock } = countdownParts(seconds);
  return <span className="countdown">{days > 0 ? t('test.countdown.days', { count: days, clock }) : clock}</span>;
}
