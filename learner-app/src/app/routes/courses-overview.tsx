import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useCourse } from '../../features/catalogue/api/get-course';
import { CourseTerms } from '../../features/catalogue/components/course-terms';
import { CurriculumOutline } from '../../features/catalogue/components/curriculum-outline';
import { CreditOffer } from '../../features/corporate/components/credit-offer';
import { CourseReviews } from '../../features/reviews/components/course-reviews';
import { StarRating } from '../../features/reviews/components/star-rating';
import { CourseStatusBadge } from '../../components/course-status-badge';
import { useCourseStatus } from '../../lib/course-status';
import { byLocale, courseLength, formatPrice } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { BuyActions } from './buy-actions';
import { NotFoundRoute } from './not-found';
import { TeachingNote } from './shop-notes';
import { TrainingDate } from '../../features/catalogue/components/training-date';
import { useOwnership } from '../../features/users/hooks/use-ownership';
import { useShopView } from '../../features/users/hooks/use-shop-view';
import '../../features/catalogue/catalogue.css';

/**
 * A course's overview: what it teaches, who teaches it, its curriculum, and what the account can do
 * about it: buy it (price in whole baht and terms), enrol with the organisation's credits, or teach it.
 */
export function CoursesOverviewRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const course = useCourse(id);
  const ownership = useOwnership(id, false);
  const status = useCourseStatus(id);
  const view = useShopView(course.data?.courseMetadata.instructorId ?? null);
  // Spec section 6: a held course without an end of access opens straight into learning.
  if (ownership.owned && ownership.until === null) return <Navigate to={`/courses-learning/${id}`} replace />;
  if (course.isError) return <NotFoundRoute />;
  if (!course.data) return <main className="content" aria-busy="true" />;
  const c = course.data;
  const length = courseLength(c.totalDurationSeconds);
  const meta = c.courseMetadata;
  return (
    <main className="content course-overview">
      <header className="course-hero">
        <div>
          <CourseStatusBadge status={status} />
          <h1>{byLocale(locale, meta.titleEn, meta.titleTh)}</h1>
          <p className="course-description">{byLocale(locale, c.descriptionEn, c.descriptionTh)}</p>
          <p>
            <Trans
              i18nKey="catalogue.taughtBy"
              values={{ name: byLocale(locale, meta.instructorNameEn, meta.instructorNameTh) }}
              components={{ instructor: <Link to={`/instructor/${meta.instructorId}`} /> }}
            />
          </p>
          <TrainingDate startsAt={c.trainingStartsAt} cancelledAt={c.trainingCancelledAt} />
          <p className="course-facts">
            {t('catalogue.lessons', { count: c.lessonCount })} · {t('catalogue.videoLength', { length: t(length.key, length) })}
          </p>
          {c.rating.count > 0 ? (
            <p className="course-rating">
              <strong>{c.rating.average.toFixed(1)}</strong> <StarRating value={c.rating.average} /> {t('reviews.count', { count: c.rating.count })}
            </p>
          ) : null}
        </div>
        <aside className="course-buy">
          {view === 'organisation' ? (
            <CreditOffer
              item={{ itemId: c.id, isBundle: false }}
              name={byLocale(locale, meta.titleEn, meta.titleTh)}
              held={ownership.owned}
              learnCourseId={c.id}
            />
          ) : (
            <>
              <p className="course-price">{c.price === 0 ? t('catalogue.free') : formatPrice(c.price, locale)}</p>
              {view === 'teaching' ? (
                <TeachingNote instructorId={meta.instructorId} courseId={c.id} />
              ) : c.trainingCancelledAt ? (
                <p className="shop-note" role="note">
                  {t('catalogue.trainingCancelledNote')}
                </p>
              ) : (
                <BuyActions item={{ itemId: c.id, isBundle: false }} price={c.price} publishedAt={c.publishedAt} />
              )}
              <CourseTerms courseId={c.id} />
            </>
          )}
        </aside>
      </header>
      <section>
        <h2>{t('catalogue.curriculum')}</h2>
        <CurriculumOutline sections={c.curriculum.sortedSections} />
      </section>
      <CourseReviews courseId={c.id} />
    </main>
  );
}
