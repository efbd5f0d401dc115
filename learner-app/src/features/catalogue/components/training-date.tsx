import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';

/** When a public training takes place or, once the provider called it off, that it was cancelled (spec section 9). */
export function TrainingDate({ startsAt, cancelledAt }: { startsAt: string | null; cancelledAt: string | null }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  if (!startsAt) return null;
  if (cancelledAt) return <p className="course-training cancelled">{t('catalogue.trainingCancelled', { date: formatDate(startsAt, locale) })}</p>;
  return <p className="course-training">{t('catalogue.trainingOn', { date: formatDate(startsAt, locale) })}</p>;
}
