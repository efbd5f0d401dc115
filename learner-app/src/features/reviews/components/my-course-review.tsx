import type { ReviewResponse } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useDeleteReview } from '../api/delete-review';
import { useEditReview } from '../api/edit-review';
import { getMyCourseReviews, useMyCourseReviews } from '../api/get-my-course-reviews';
import { refreshReviewsAfter } from '../api/review-keys';
import { useWriteReview } from '../api/write-review';
import { reviewError } from './review-error';
import { ReviewForm } from './review-form';
import { ReviewStatus } from './review-status';
import { StarRating } from './star-rating';
import '../reviews.css';

/** The learner's own review, whatever its state, with its author's edit and delete. */
function OwnReview({ courseId, review, refresh }: { courseId: string; review: ReviewResponse; refresh: (position: string | null) => Promise<void> }) {
  const { t } = useTranslation();
  const edit = useEditReview(courseId);
  const remove = useDeleteReview(courseId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) {
    return (
      <ReviewForm
        initial={review}
        submitLabel={t('reviews.save')}
        pending={edit.isPending}
        error={reviewError(edit.error, t('error.other'))}
        onSubmit={(body) =>
          edit.mutate(
            { reviewId: review.id, ...body },
            {
              onSuccess: (result) => void refresh(result.position).then(() => setEditing(false)),
            },
          )
        }
        onCancel={() => {
          edit.reset();
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="own-review">
      <div className="review-head">
        <StarRating value={review.rating} />
        <ReviewStatus status={review.status} />
      </div>
      <p className="review-text">{review.text}</p>
      {review.status === 'pending' ? <p className="form-note">{t('reviews.pendingNote')}</p> : null}
      {review.status === 'unpublished' ? <p className="form-note">{t('reviews.unpublishedNote')}</p> : null}
      <div className="review-actions">
        <button type="button" className="button secondary small" onClick={() => setEditing(true)}>
          {t('reviews.edit')}
        </button>
        <button type="button" className="button secondary small" onClick={() => setConfirming(true)}>
          {t('reviews.delete')}
        </button>
      </div>
      {confirming ? (
        <ConfirmDeleteDialog
          title={t('reviews.confirmDelete')}
          text={review.text}
          textClassName="review-text"
          error={remove.error ? reviewError(remove.error, t('error.other')) : null}
          pending={remove.isPending}
          deleteLabel={t('reviews.delete')}
          keepLabel={t('reviews.keep')}
          onDelete={() => remove.mutate(review.id, { onSuccess: (result) => void refresh(result.position) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The learner's part of a course's reviews: their review with its state (pending review meanwhile),
 * or the form to write one when they hold the course and have started it.
 */
export function MyCourseReview({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mine = useMyCourseReviews(courseId, true);
  const write = useWriteReview(courseId);
  const refresh = (position: string | null) => refreshReviewsAfter(client, (after) => getMyCourseReviews(courseId, after), position);
  if (!mine.data) return null;
  const review = mine.data.data[0];
  if (review) {
    return (
      <section className="my-review" aria-label={t('reviews.mine')}>
        <h3>{t('reviews.mine')}</h3>
        <OwnReview key={`${review.id}-${review.version}`} courseId={courseId} review={review} refresh={refresh} />
      </section>
    );
  }
  if (mine.data.eligibility === 'notStarted') return <p className="form-note">{t('reviews.notStarted')}</p>;
  if (mine.data.eligibility !== 'canWrite') return null;
  return (
    <section className="my-review" aria-label={t('reviews.write')}>
      <h3>{t('reviews.write')}</h3>
      <ReviewForm
        submitLabel={t('reviews.submit')}
        pending={write.isPending}
        error={reviewError(write.error, t('error.other'))}
        onSubmit={(body) => write.mutate(body, { onSuccess: (result) => void refresh(result.position) })}
      />
    </section>
  );
}
