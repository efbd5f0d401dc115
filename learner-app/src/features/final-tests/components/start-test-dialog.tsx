import type { TestInformation } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useDialogFocus } from '../../../components/use-dialog-focus';

/** The confirmation before an attempt starts: the rules stated plainly, since the clock starts with it. Focus lands on Start. */
export function StartTestDialog({
  information,
  error,
  pending,
  onStart,
  onClose,
}: {
  information: TestInformation;
  error: string | null;
  pending: boolean;
  onStart: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useDialogFocus<HTMLButtonElement>();
  return (
    <Dialog title={t('test.start.title')} onClose={onClose}>
      <ul className="test-start-rules">
        <li>{t('test.start.passMark', { percent: information.passMarkPercent })}</li>
        <li>{t('test.start.timeLimit', { count: information.timeLimitMinutes })}</li>
        <li>{t('test.start.answers', { count: information.questionCount })}</li>
        <li>{t('test.start.retry', { count: information.retryWaitDays })}</li>
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button ref={confirm} type="button" className="button primary" disabled={pending} onClick={onStart}>
          {t('test.start.confirm')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('test.start.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
