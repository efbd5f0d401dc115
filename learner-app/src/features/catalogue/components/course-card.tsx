import { resizedImageSrcSet, type CourseSummaryResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrainingDate } from './training-date';
import { CourseStatusBadge } from '../../../components/course-status-badge';
import { useCourseStatus } from '../../../lib/course-status';
import { byLocale, courseLength, formatDate, formatPrice } from '../../../lib/format';
import { initialOf } from '../../../lib/initial';
import { useCourseAccess } from '../../../lib/ownership';
import { useIsCorporate } from '../../../lib/use-is-corporate';
import { useLocaleStore } from '../../../stores/locale-store';
import '../catalogue.css';

/** A card is a column of the grid: the whole width on a phone, about a third at most beside others. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 100vw, 360px';

/** A course in a grid: title, instructor, length and price (or, when held, until when), and the learner's status, linking to its overview. */
export function CourseCard({ course }: { course: CourseSummaryResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const meta = course.courseMetadata;
  const access = useCourseAccess(course.id);
  const status = useCourseStatus(course.id);
  const corporate = useIsCorporate();
  const length = courseLength(course.totalDurationSeconds);
  return (
    <Link to={`/courses-overview/${course.id}`} className="course-card">
      <div className="course-thumb" aria-hidden="true">
        {meta.thumbnail ? (
          <>
            <img src={meta.thumbnail} srcSet={resizedImageSrcSet(meta.thumbnail)} sizes={CARD_IMAGE_SIZES} alt="" loading="lazy" />
            {/* The artwork holds no words: the title and teacher are set on it in the reader's language. */}
            <span className="course-cover">
              <span className="course-cover-title">{byLocale(locale, meta.titleEn, meta.titleTh)}</span>
              <span className="course-cover-by">{byLocale(locale, meta.instructorNameEn, meta.instructorNameTh)}</span>
            </span>
          </>
        ) : (
          <span>{initialOf(byLocale(locale, meta.titleEn, meta.titleTh))}</span>
        )}
      </div>
      <CourseStatusBadge status={status} />
      <h3>{byLocale(locale, meta.titleEn, meta.titleTh)}</h3>
      <p className="course-by">{byLocale(locale, meta.instructorNameEn, meta.instructorNameTh)}</p>
      <TrainingDate startsAt={course.trainingStartsAt} cancelledAt={course.trainingCancelledAt} />
      <p className="course-facts">
        {t('catalogue.lessons', { count: course.lessonCount })} · {t(length.key, length)}
      </p>
      {course.rating.count > 0 ? (
        <p className="course-rating" aria-label={t('reviews.cardRating', { average: course.rating.average.toFixed(1), count: course.rating.count })}>
          <span aria-hidden="true">
            ★ {course.rating.average.toFixed(1)} ({course.rating.count})
          </span>
        </p>
      ) : null}
      {corporate ? (
        <p className="course-via">{t('catalogue.viaOrganisation')}</p>
      ) : access === undefined ? (
        <p className="course-price">{course.price === 0 ? t('catalogue.free') : formatPrice(course.price, locale)}</p>
      ) : (
        <p className="course-owned">{access ? t('catalogue.ownedUntil', { date: formatDate(access, locale) }) : t('catalogue.owned')}</p>
      )}
    </Link>
  );
}
