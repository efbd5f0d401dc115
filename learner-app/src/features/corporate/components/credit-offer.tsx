import type { ItemRef } from '@khru/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditQuote } from '../api/get-credit-quote';
import { EnrolDialog } from './enrol-dialog';
import '../corporate.css';

/**
 * A corporate account's offer on a course or bundle page, in place of price and cart: the price in
 * credits and "Enrol", or, once enrolled (or the course is held), the way into learning. When the
 * quote says no licence of the organisation covers the item, the refusal is said here, beside an
 * Enrol that cannot be pressed, rather than only once the dialog opens.
 * `learnCourseId` is where learning starts: the course, or the bundle's first course.
 */
export function CreditOffer({ item, name, held, learnCourseId }: { item: ItemRef; name: string; held: boolean; learnCourseId: string | null }) {
  const { t } = useTranslation();
  const quote = useCreditQuote(item);
  const [confirming, setConfirming] = useState(false);
  const refusalId = useId();
  const enrolled = held || Boolean(quote.data?.alreadyEnrolled);
  if (enrolled) {
    return (
      <div className="owned-note" role="status">
        <p>{t('corporate.offer.enrolled')}</p>
        {learnCourseId ? (
          <Link className="button primary" to={`/courses-learning/${learnCourseId}`}>
            {t('learning.start')}
          </Link>
        ) : null}
      </div>
    );
  }
  if (quote.isError) {
    return (
      <div className="shop-note" role="note">
        <p>{t('corporate.offer.unavailable')}</p>
      </div>
    );
  }
  if (!quote.data) return <div className="credit-offer" aria-busy="true" />;
  const unlicensed = !quote.data.hasLicence;
  return (
    <div className="credit-offer">
      <p className="shop-note-title">{t('corporate.offer.title')}</p>
      <p className="course-price">{t('corporate.credits', { count: quote.data.credits })}</p>
      <div className="buy-actions">
        <button
          type="button"
          className="button primary"
          disabled={unlicensed}
          aria-describedby={unlicensed ? refusalId : undefined}
          onClick={() => {
            setConfirming(true);
            // The dialog shows the balance as it is now, not as it was when the page opened.
            void quote.refetch();
          }}
        >
          {t('corporate.offer.enrol')}
        </button>
      </div>
      {unlicensed ? (
        <p id={refusalId} className="form-error">
          {t('error.INSUFFICIENT_LICENSE')}
        </p>
      ) : null}
      {confirming ? <EnrolDialog item={item} name={name} quote={quote.data} onClose={() => setConfirming(false)} /> : null}
    </div>
  );
}
