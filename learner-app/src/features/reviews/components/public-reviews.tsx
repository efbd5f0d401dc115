import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_PAGE } from '../api/list-reviews';
import { usePublicReviews } from '../api/list-public-reviews';
import { ReviewItem } from './review-item';
import '../reviews.css';

/** A public profile's published reviews; nothing at all while the owner keeps their reviews private. */
export function PublicReviews({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [take, setTake] = useState<number>(REVIEWS_PAGE);
  const reviews = usePublicReviews(userId, take);
  if (!reviews.data) return null;
  const list = reviews.data.data;
  return (
    <section className="profile-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.title')}</h2>
      {list.length === 0 ? <p className="form-note">{t('reviews.publicNone')}</p> : null}
      <ul className="reviews">
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      <div className="review-actions">
        {list.length < reviews.data.totalCount ? (
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
