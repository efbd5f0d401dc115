import type { CorporateCourseItem } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale, formatDate } from '../../../lib/format';
import { initialOf } from '../../../lib/initial';
import { useLocaleStore } from '../../../stores/locale-store';
import '../corporate.css';

/**
 * Where an item leads: an assigned one to its page (to enrol, or on into learning once held); a
 * company course into learning (a bundle has no player of its own: its page lists its courses).
 */
function itemPath(item: CorporateCourseItem, kind: 'assigned' | 'company'): string {
  const id = encodeURIComponent(item.itemId);
  if (item.isBundle) return `/bundle-overview/${id}`;
  return kind === 'company' ? `/courses-learning/${id}` : `/courses-overview/${id}`;
}

/** Past its due date. The list does not say whether the course was finished, so an enrolled one can be overdue too. */
const isOverdue = (item: CorporateCourseItem): boolean => item.dueDate !== null && Date.parse(item.dueDate) < Date.now();

/** The profile's "Assigned" (with due dates, the past ones marked overdue) or "Company courses" (enrolled by credits) section. */
export function CorporateCourses({ kind, items }: { kind: 'assigned' | 'company'; items: CorporateCourseItem[] }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const headingId = `corporate-${kind}`;
  const line = (item: CorporateCourseItem) =>
    kind === 'company'
      ? item.enrolledAt
        ? t('corporate.company.enrolledOn', { date: formatDate(item.enrolledAt, locale) })
        : null
      : item.dueDate
        ? t('corporate.assigned.due', { date: formatDate(item.dueDate, locale) })
        : t('corporate.assigned.noDue');
  return (
    <section className="corporate-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`corporate.${kind}.title`)}</h2>
      {items.length === 0 ? (
        <p className="form-note">{t(`corporate.${kind}.empty`)}</p>
      ) : (
        <ul className="course-grid corporate-items">
          {items.map((item) => {
            const name = byLocale(locale, item.name.en, item.name.th);
            const when = line(item);
            return (
              <li key={`${item.isBundle ? 'bundle' : 'course'}-${item.itemId}`}>
                <Link to={itemPath(item, kind)} className="course-card">
                  <div className="course-thumb" aria-hidden="true">
                    {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" /> : <span>{initialOf(name)}</span>}
                  </div>
                  <h3>{name}</h3>
                  {when ? (
                    <p className="course-by">
                      {when} {kind === 'assigned' && isOverdue(item) ? <strong className="corporate-overdue">{t('corporate.assigned.overdue')}</strong> : null}
                    </p>
                  ) : null}
                  {kind === 'assigned' && item.enrolledAt ? <p className="course-owned">{t('corporate.assigned.enrolled')}</p> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
