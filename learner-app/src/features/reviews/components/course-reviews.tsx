import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useRatingsCount } from '../api/count-ratings';
import { REVIEWS_PAGE, useReviews } from '../api/list-reviews';
import { MyCourseReview } from './my-course-review';
import { ReviewItem } from './review-item';
import { StarRating } from './star-rating';
import '../reviews.css';

/**
 * A course's reviews (spec sections 4 and 7): the mean and the count per star, the published reviews
 * three at a time (each "see more" three more), a filter by rating that starts the paging again, and,
 * for a logged-in learner, their own review or the form to write one.
 */
export function CourseReviews({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const loggedIn = useSessionStore((s) => s.userId !== null);
  const [rating, setRating] = useState<number | null>(null);
  const [take, setTake] = useState<number>(REVIEWS_PAGE);
  const counts = useRatingsCount(courseId);
  const reviews = useReviews(courseId, rating, take);
  const filter = (next: number | null) => {
    setRating(next);
    setTake(REVIEWS_PAGE);
  };
  const list = reviews.data?.data ?? [];
  return (
    <section className="course-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.title')}</h2>
      {counts.data && counts.data.count > 0 ? (
        <div className="review-summary">
          <p className="review-average">
            <strong>{counts.data.average.toFixed(1)}</strong>
            <StarRating value={counts.data.average} />
            <span className="form-note">{t('reviews.count', { count: counts.data.count })}</span>
          </p>
          <div className="review-filter" role="group" aria-label={t('reviews.filterLabel')}>
            <button type="button" aria-pressed={rating === null} onClick={() => filter(null)}>
              {t('reviews.allRatings')}
            </button>
            {counts.data.ratings.map((r) => (
              <button key={r.rating} type="button" aria-pressed={rating === r.rating} onClick={() => filter(r.rating)}>
                <span>{t('reviews.star', { count: r.rating })}</span>
                <span className="review-bar" aria-hidden="true">
                  <span style={{ width: `${counts.data.count ? (r.count / counts.data.count) * 100 : 0}%` }} />
                </span>
                <span className="form-note">{r.count}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {loggedIn ? <MyCourseReview courseId={courseId} /> : null}
      {reviews.isError ? (
        <p className="form-error" role="alert">
          {t('reviews.loadFailed')}
        </p>
      ) : null}
      {reviews.isSuccess && list.length === 0 ? <p className="form-note">{rating === null ? t('reviews.none') : t('reviews.noneWithRating')}</p> : null}
      <ul className="reviews">
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {reviews.data && list.length < reviews.data.totalCount ? (
        <button type="button" className="button secondary small" disabled={reviews.isFetching} onClick={() => setTake((n) => n + REVIEWS_PAGE)}>
          {t('reviews.more')}
        </button>
      ) : null}
    </section>
  );
}
