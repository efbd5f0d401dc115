import { useTranslation } from 'react-i18next';
import '../reviews.css';

/** Five stars, as many filled as the rating rounds to, read out as "4.3 out of 5 stars". */
export function StarRating({ value }: { value: number }) {
  const { t } = useTranslation();
  const filled = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={t('reviews.starsLabel', { value })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? 'star filled' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
}
