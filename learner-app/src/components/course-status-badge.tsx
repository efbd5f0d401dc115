import { courseStatusName, type CourseStatusCode } from '@khru/contracts';
import { useTranslation } from 'react-i18next';

/** The learner's status in a course or bundle as a small label; nothing when there is none (a visitor). */
export function CourseStatusBadge({ status }: { status: CourseStatusCode | undefined }) {
  const { t } = useTranslation();
  if (status === undefined) return null;
  const name = courseStatusName(status);
  return <span className={`status-badge status-${name.toLowerCase().replace('_', '-')}`}>{t(`courseStatus.${name}`)}</span>;
}
