import type { ReviewResponse, ReviewWithCourseResponse } from '@khru/contracts';
import { Link } from 'react-router';
import { byLocale, formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { ReviewStatus } from './review-status';
import { StarRating } from './star-rating';
import '../reviews.css';

/**
 * One review: stars, author or course, date and the text as plain text (React escapes it). `withStatus`
 * shows the state, for the author's own lists.
 */
export function ReviewItem({ review, withStatus = false }: { review: ReviewResponse | ReviewWithCourseResponse; withStatus?: boolean }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <li className="review">
      <div className="review-head">
        <StarRating value={review.rating} />
        {'course' in review ? (
          <Link to={`/courses-overview/${review.course.id}`} className="review-who">
            {byLocale(locale, review.course.titleEn, review.course.titleTh)}
          </Link>
        ) : (
          <span className="review-who">{review.author.name}</span>
        )}
        <time dateTime={review.updated} className="form-note">
          {formatDate(review.updated, locale)}
        </time>
        {withStatus ? <ReviewStatus status={review.status} /> : null}
      </div>
      <p className="review-text">{review.text}</p>
    </li>
  );
}
