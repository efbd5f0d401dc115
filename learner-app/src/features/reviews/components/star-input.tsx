import { REVIEW_RATINGS } from '@khru/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../reviews.css';

/** The rating as five radio buttons drawn as stars: keyboard arrows move between them. */
export function StarInput({ value, onChange }: { value: number | null; onChange: (rating: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend>{t('reviews.yourRating')}</legend>
      {REVIEW_RATINGS.map((star) => (
        <label key={star} className={value !== null && star <= value ? 'filled' : undefined}>
          <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="visually-hidden" />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t('reviews.star', { count: star })}</span>
        </label>
      ))}
    </fieldset>
  );
}
