import { REVIEW_TEXT_MAX_LENGTH } from '@khru/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StarInput } from './star-input';
import '../reviews.css';

/** A review's rating and text; posting needs both. */
export function ReviewForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: { rating: number; text: string };
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (review: { rating: number; text: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating !== null) onSubmit({ rating, text: text.trim() });
  };
  return (
    <form className="review-form" onSubmit={submit}>
      <StarInput value={rating} onChange={setRating} />
      <label htmlFor={textId}>{t('reviews.text')}</label>
      <textarea id={textId} value={text} maxLength={REVIEW_TEXT_MAX_LENGTH} rows={4} onChange={(event) => setText(event.target.value)} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="review-actions">
        <button type="submit" className="button primary small" disabled={pending || rating === null || text.trim().length === 0}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button secondary small" onClick={onCancel}>
            {t('reviews.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
