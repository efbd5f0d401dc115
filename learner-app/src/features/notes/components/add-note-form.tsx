import { NOTE_TEXT_MAX_LENGTH, type LearningLesson } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format';
import { useAddNote } from '../api/add-note';
import { refreshNotesAfter } from '../api/list-notes';
import { noteError } from './note-error';
import { noteSeconds } from './note-time';
import '../notes.css';

/**
 * A new note on the current lesson. The time is taken when the learner starts writing (the moment
 * they meant), or when they add it if they never focused the box.
 */
export function AddNoteForm({ courseId, lesson, currentTime }: { courseId: string; lesson: LearningLesson; currentTime: () => number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const add = useAddNote(courseId);
  const id = useId();
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState<number | null>(null);
  const error = noteError(add.error, t('error.other'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const videoSeconds = pinned ?? noteSeconds(lesson, currentTime());
    add.mutate(
      { lessonId: lesson.id, videoSeconds, text: text.trim() },
      {
        onSuccess: (result) => {
          setText('');
          setPinned(null);
          void refreshNotesAfter(client, courseId, result.position);
        },
      },
    );
  };

  return (
    <form className="note-form" onSubmit={submit}>
      <label htmlFor={id}>{pinned === null ? t('notes.new') : t('notes.newAt', { time: formatDuration(pinned) })}</label>
      <textarea
        id={id}
        value={text}
        maxLength={NOTE_TEXT_MAX_LENGTH}
        rows={3}
        onFocus={() => setPinned((p) => p ?? noteSeconds(lesson, currentTime()))}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary small" disabled={add.isPending || text.trim().length === 0}>
        {t('notes.add')}
      </button>
    </form>
  );
}
