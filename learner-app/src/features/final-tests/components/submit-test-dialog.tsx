import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useDialogFocus } from '../../../components/use-dialog-focus';

/**
 * Submitting before every question is answered: says how many are left (they count as wrong). A submission carries
 * one answer (the API's `isEnd` rides on an answer), so it needs a chosen, unsaved answer: `carrying` is its
 * question's number, or null when there is none yet.
 */
export function SubmitTestDialog({
  unanswered,
  carrying,
  error,
  pending,
  onSubmit,
  onClose,
}: {
  unanswered: number;
  carrying: number | null;
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Focus lands on "Keep going": submitting early is the step to take deliberately.
  const keep = useDialogFocus<HTMLButtonElement>();
  return (
    <Dialog title={t('test.submit.title')} onClose={onClose}>
      <p>{t('test.submit.unanswered', { count: unanswered })}</p>
      <p>{carrying === null ? t('test.submit.chooseFirst') : t('test.submit.carrying', { n: carrying })}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button primary" disabled={pending || carrying === null} onClick={onSubmit}>
          {t('test.submit.confirm')}
        </button>
        <button ref={keep} type="button" className="button secondary" onClick={onClose}>
          {t('test.submit.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
