import { DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB, SUPPORT_ATTACHMENT_TYPES, SUPPORT_MESSAGE_MAX_LENGTH } from '@khru/contracts';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMessageInput } from '../api/post-message';
import { attachmentProblem } from './attachment-check';
import { sendFailure } from './send-failure';
import { PaperclipIcon } from '../../../components/icons';

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while a Thai or other input method is still
 * composing does neither). One file may go along, an image or a PDF of at most the size limit, checked here first.
 */
export function Composer({ onSend, needsText = false }: { onSend(input: SupportMessageInput): Promise<unknown>; needsText?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const text = body.trim();
    if (sending || (!text && !file)) return;
    if (needsText && !text) return setError(t('support.writeFirst'));
    setSending(true);
    try {
      await onSend({ body: text, file });
      setBody('');
      setFile(null);
      setError(null);
    } catch (caught) {
      setError(sendFailure(caught));
    } finally {
      setSending(false);
    }
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (!picked) return;
    const problem = attachmentProblem(picked);
    setError(problem ? t(`support.${problem}`, { mb: DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB }) : null);
    setFile(problem ? file : picked);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  return (
    <form
      className="support-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-message`}>
        {t('support.messageLabel')}
      </label>
      <textarea
        id={`${id}-message`}
        name="supportMessage"
        rows={2}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        placeholder={t('support.placeholder')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {file ? (
        <p className="support-file-chip">
          <span>{file.name}</span>
          <button type="button" className="icon-button" aria-label={t('support.removeFile', { name: file.name })} onClick={() => setFile(null)}>
            ×
          </button>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="support-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="support-composer-actions">
        <label className="support-attach" title={t('support.attach', { mb: DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB })}>
          <PaperclipIcon />
          <span className="visually-hidden">{t('support.attach', { mb: DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB })}</span>
          <input type="file" className="visually-hidden" data-testid="support-attach" accept={SUPPORT_ATTACHMENT_TYPES.join(',')} onChange={pick} />
        </label>
        <button type="submit" className="button primary small" data-testid="support-send" disabled={sending}>
          {t('support.send')}
        </button>
      </div>
    </form>
  );
}
