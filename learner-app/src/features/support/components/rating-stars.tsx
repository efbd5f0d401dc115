import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

/** Once closed: five star buttons, each named for its score; after rating, the score given. */
export function RatingStars({ rating, pending, onRate }: { rating: number | null; pending: boolean; onRate(rating: number): void }) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(0);
  if (rating !== null) {
    return (
      <p className="support-rated" role="status">
        <span className="support-stars" aria-hidden="true">
          {'★'.repeat(rating)}
          {'☆'.repeat(5 - rating)}
        </span>{' '}
        {t('support.rated', { n: rating })}
      </p>
    );
  }
  return (
    <div className="support-rating" role="group" aria-label={t('support.ratePrompt')}>
      <p>{t('support.ratePrompt')}</p>
      <div onMouseLeave={() => setHover(0)}>
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            className={`support-star${n <= hover ? ' lit' : ''}`}
            data-testid={`support-rate-${n}`}
            aria-label={t('support.rateN', { n })}
            disabled={pending}
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(n)}
            onBlur={() => setHover(0)}
            onClick={() => onRate(n)}
          >
            ★
          </button>
        ))}
      </div>
    </div>
  );
}
