import { NOTE_TEXT_MAX_LENGTH, type NoteResponse } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { formatDuration } from '../../../lib/format';
import { useDeleteNote } from '../api/delete-note';
import { useEditNote } from '../api/edit-note';
import { refreshNotesAfter } from '../api/list-notes';
import { noteError } from './note-error';
import '../notes.css';

/** One note: its time (which jumps there), its text as plain text, and its author's edit and delete. */
export function NoteItem({
  note,
  lessonTitle,
  onJump,
}: {
  note: NoteResponse;
  lessonTitle: string | null;
  onJump: (lessonId: string, seconds: number) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const edit = useEditNote(note.courseId);
  const remove = useDeleteNote(note.courseId);
  const editorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const time = formatDuration(note.videoSeconds);
  const refresh = (position: string | null) => refreshNotesAfter(client, note.courseId, position);
  const editError = noteError(edit.error, t('error.other'));
  const removeError = noteError(remove.error, t('error.other'));

  const save = () =>
    edit.mutate(
      { noteId: note.id, text: (draft ?? '').trim() },
      {
        onSuccess: (result) => void refresh(result.position).then(() => setDraft(null)),
      },
    );

  return (
    <li className="note">
      <button
        type="button"
        className="note-time"
        disabled={lessonTitle === null}
        aria-label={t('notes.jump', { time, lesson: lessonTitle ?? t('notes.removedLesson') })}
        onClick={() => onJump(note.lessonId, note.videoSeconds)}
      >
        {time}
      </button>
      {draft === null ? (
        <p className="note-text">{note.text}</p>
      ) : (
        <div className="note-editor">
          <label htmlFor={editorId} className="visually-hidden">
            {t('notes.editLabel')}
          </label>
          <textarea id={editorId} value={draft} maxLength={NOTE_TEXT_MAX_LENGTH} rows={3} onChange={(event) => setDraft(event.target.value)} />
          {editError ? (
            <p className="form-error" role="alert">
              {editError}
            </p>
          ) : null}
        </div>
      )}
      <div className="note-actions">
        {draft === null ? (
          <>
            <button type="button" className="button secondary small" onClick={() => setDraft(note.text)}>
              {t('notes.edit')}
            </button>
            <button type="button" className="button secondary small" onClick={() => setConfirming(true)}>
              {t('notes.delete')}
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
              {t('notes.cancel')}
            </button>
          </>
        )}
      </div>
      {confirming ? (
        <ConfirmDeleteDialog
          title={t('notes.confirmDelete')}
          text={note.text}
          textClassName="note-text"
          error={removeError}
          pending={remove.isPending}
          deleteLabel={t('notes.delete')}
          keepLabel={t('notes.keep')}
          onDelete={() => remove.mutate(note.id, { onSuccess: (result) => void refresh(result.position) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
