import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_PAGE } from '../api/list-reviews';
import { useMyReviews } from '../api/list-my-reviews';
import { ReviewItem } from './review-item';
import '../reviews.css';

/** The profile's "My reviews": every review the learner wrote, with its state, three more per "see more", back to three with "see less". */
export function MyReviews() {
  const { t } = useTranslation();
  const headingId = useId();
  const [take, setTake] = useState<number>(REVIEWS_PAGE);
  const reviews = useMyReviews(take);
  const list = reviews.data?.data ?? [];
  return (
    <section className="profile-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.myReviews')}</h2>
      {reviews.isSuccess && list.length === 0 ? <p className="form-note">{t('reviews.myNone')}</p> : null}
      <ul className="reviews">
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} withStatus />
        ))}
      </ul>
      <div className="review-actions">
        {reviews.data && list.length < reviews.data.totalCount ? (
          <button type="button" className="button secondary small" disabled={reviews.isFetching} onClick={() => setTake((n) => n + REVIEWS_PAGE)}>
            {t('reviews.more')}
          </button>
        ) : null}
        {take > REVIEWS_PAGE ? (
          <button type="button" className="button secondary small" onClick={() => setTake(REVIEWS_PAGE)}>
            {t('reviews.less')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
