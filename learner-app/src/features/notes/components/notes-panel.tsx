import type { LearningLesson, NoteResponse } from '@khru/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useNotes } from '../api/list-notes';
import { AddNoteForm } from './add-note-form';
import { NoteItem } from './note-item';
import '../notes.css';

/** Consecutive notes of one lesson (the server sends them by lesson order, then time). */
function byLesson(notes: NoteResponse[]): { lessonId: string; notes: NoteResponse[] }[] {
  const groups: { lessonId: string; notes: NoteResponse[] }[] = [];
  for (const note of notes) {
    const last = groups.at(-1);
    if (last?.lessonId === note.lessonId) last.notes.push(note);
    else groups.push({ lessonId: note.lessonId, notes: [note] });
  }
  return groups;
}

/**
 * The learner's notes beside the player: a new note on the current lesson at the video's time, and
 * every note of the course by lesson, each jumping to its lesson and time.
 */
export function NotesPanel({
  courseId,
  lessons,
  currentLesson,
  currentTime,
  onJump,
}: {
  courseId: string;
  lessons: LearningLesson[];
  currentLesson: LearningLesson | undefined;
  currentTime: () => number;
  onJump: (lessonId: string, seconds: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const headingId = useId();
  const notes = useNotes(courseId);
  const titleOf = (lessonId: string) => {
    const lesson = lessons.find((l) => l.id === lessonId);
    return lesson ? byLocale(locale, lesson.titleEn, lesson.titleTh) : null;
  };
  const all = notes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="notes-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notes.title')}</h2>
      {currentLesson ? <AddNoteForm key={currentLesson.id} courseId={courseId} lesson={currentLesson} currentTime={currentTime} /> : null}
      {notes.isError ? (
        <p className="form-error" role="alert">
          {t('notes.loadFailed')}
        </p>
      ) : null}
      {notes.isSuccess && all.length === 0 ? <p className="form-note">{t('notes.none')}</p> : null}
      {byLesson(all).map((group) => (
        <section key={`${group.lessonId}-${group.notes[0]!.id}`} className="notes-lesson">
          <h3>{titleOf(group.lessonId) ?? t('notes.removedLesson')}</h3>
          <ol>
            {group.notes.map((note) => (
              <NoteItem key={note.id} note={note} lessonTitle={titleOf(note.lessonId)} onJump={onJump} />
            ))}
          </ol>
        </section>
      ))}
      {notes.hasNextPage ? (
        <button type="button" className="button secondary small" disabled={notes.isFetchingNextPage} onClick={() => void notes.fetchNextPage()}>
          {t('notes.more')}
        </button>
      ) : null}
    </section>
  );
}
