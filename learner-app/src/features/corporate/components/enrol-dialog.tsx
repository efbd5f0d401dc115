import type { CreditEnrolmentResult, CreditQuote, ItemRef } from '@khru/contracts';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { useEnrolWithCredits } from '../api/enrol-with-credits';
import { enrolmentWarning } from './enrolment-warning';
import '../corporate.css';

/** Where learning starts after an enrolment: the course, or a bundle's first course (its overview if it has none). */
export const learningPathAfter = (result: CreditEnrolmentResult): string => {
  const courseId = result.isBundle ? result.courseIds[0] : result.itemId;
  return courseId ? `/courses-learning/${encodeURIComponent(courseId)}` : `/bundle-overview/${encodeURIComponent(result.itemId)}`;
};

/** The learning page reads this state: access follows the deduction through a workflow, so it waits for it briefly. */
export const AWAITING_ACCESS = { awaitingAccess: true } as const;

/** A refusal as the server worded it (already in the learner's language), or a field rule, or the catalogue's text for a failure without one. */
function refusalText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return errorMessage(error);
  const field = error.fields[0];
  return field?.rule ? t(`rule.${field.rule}`, { n: field.n }) : error.message;
}

/**
 * Spec section 4's corporate enrolment: confirm (the item, its price in credits, the cost centre and
 * its balance), the credits are deducted, then learning starts. A refusal the quote foresees is
 * shown before anything is sent; one the server gives is shown as it came.
 */
export function EnrolDialog({ item, name, quote, onClose }: { item: ItemRef; name: string; quote: CreditQuote; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enrol = useEnrolWithCredits();
  // One key per confirmation; a second click while the first is on its way sends nothing.
  const key = useRef(crypto.randomUUID());
  const sending = useRef(false);
  const warning = enrolmentWarning(quote);
  const centre = quote.costCentre;
  const credits = (count: number) => t('corporate.credits', { count });
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    enrol.mutate(
      { item, key: key.current },
      {
        onSuccess: (result) => void navigate(learningPathAfter(result), { state: AWAITING_ACCESS }),
        onError: () => {
          key.current = crypto.randomUUID();
          sending.current = false;
        },
      },
    );
  };
  const busy = enrol.isPending || enrol.isSuccess;
  return (
    <Dialog title={t('corporate.confirm.title')} onClose={onClose}>
      <dl className="enrol-summary">
        <div>
          <dt>{t(item.isBundle ? 'corporate.confirm.bundle' : 'corporate.confirm.course')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('corporate.confirm.price')}</dt>
          <dd>{credits(quote.credits)}</dd>
        </div>
        <div>
          <dt>{t('corporate.confirm.costCentre')}</dt>
          <dd>{centre ? centre.name : t('corporate.confirm.noCostCentre')}</dd>
        </div>
        {centre ? (
          <div>
            <dt>{t('corporate.confirm.balance')}</dt>
            <dd>{centre.unlimited ? t('corporate.confirm.unlimited') : credits(centre.balance)}</dd>
          </div>
        ) : null}
        {centre && !centre.unlimited && !warning ? (
          <div>
            <dt>{t('corporate.confirm.after')}</dt>
            <dd>{credits(centre.balance - quote.credits)}</dd>
          </div>
        ) : null}
      </dl>
      {warning ? (
        <p className="form-error" role="alert">
          {t(`error.${warning}`)}
        </p>
      ) : (
        <p className="form-note">{t('corporate.confirm.deducted')}</p>
      )}
      {enrol.isError ? (
        <p className="form-error" role="alert">
          {refusalText(enrol.error, t)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button primary" disabled={Boolean(warning) || busy} onClick={confirm}>
          {busy ? t('corporate.confirm.enrolling') : t('corporate.confirm.confirm')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('corporate.confirm.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
