import { QA_TEXT_MAX_LENGTH, type CommandAccepted } from '@khru/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { qaError } from './qa-error';

type Change<V> = UseMutationResult<CommandAccepted, Error, V>;

/**
 * The text of a question or reply, shown as plain text (React escapes it), and for its author an
 * editor and a confirmed delete. After a change the list is read again once the server has it.
 */
export function OwnItemText({
  text,
  mine,
  edit,
  remove,
  onChanged,
}: {
  text: string;
  mine: boolean;
  edit: Change<string>;
  remove: Change<void>;
  onChanged: (position: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const editorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editError = qaError(edit.error, t('error.other'));
  const removeError = qaError(remove.error, t('error.other'));

  const save = () =>
    edit.mutate((draft ?? '').trim(), {
      onSuccess: (result) => void onChanged(result.position).then(() => setDraft(null)),
    });

  return (
    <>
      {draft === null ? (
        <p className="qa-text">{text}</p>
      ) : (
        <div className="qa-form">
          <label htmlFor={editorId} className="visually-hidden">
            {t('qa.editLabel')}
          </label>
          <textarea id={editorId} value={draft} maxLength={QA_TEXT_MAX_LENGTH} rows={3} onChange={(event) => setDraft(event.target.value)} />
          <p className="form-note">{t('qa.editNote')}</p>
          {editError ? (
            <p className="form-error" role="alert">
              {editError}
            </p>
          ) : null}
        </div>
      )}
      {mine ? (
        <div className="qa-actions">
          {draft === null ? (
            <>
              <button type="button" className="button secondary small" onClick={() => setDraft(text)}>
                {t('qa.edit')}
              </button>
              <button type="button" className="button secondary small" onClick={() => setConfirming(true)}>
                {t('qa.delete')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button primary small" disabled={edit.isPending || draft.trim().length === 0} onClick={save}>
                {t('common.save')}
              </button>
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  edit.reset();
                  setDraft(null);
                }}
              >
                {t('qa.cancel')}
              </button>
            </>
          )}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDeleteDialog
          title={t('qa.confirmDelete')}
          text={text}
          textClassName="qa-text"
          error={removeError}
          pending={remove.isPending}
          deleteLabel={t('qa.delete')}
          keepLabel={t('qa.keep')}
          onDelete={() => remove.mutate(undefined, { onSuccess: (result) => void onChanged(result.position) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
