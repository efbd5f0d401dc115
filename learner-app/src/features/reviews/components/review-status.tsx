import type { ModerationStatus } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import '../reviews.css';

/** Where the learner's own review stands: pending review, published or unpublished. */
export function ReviewStatus({ status }: { status: ModerationStatus }) {
  const { t } = useTranslation();
  return <span className={`review-status review-status-${status}`}>{t(`reviews.status.${status}`)}</span>;
}
