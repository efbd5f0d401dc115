import type { LearningLesson } from '@khru/contracts';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useLearning } from '../../features/catalogue/api/get-learning';
import { NotesPanel } from '../../features/notes/components/notes-panel';
import { useNoteJump } from '../../features/notes/components/use-note-jump';
import { progressQueryKey, reportProgress, useCourseProgress } from '../../features/progress/api/progress';
import { useProgressReporter } from '../../features/progress/hooks/use-progress-reporter';
import { ApiError } from '../../lib/api-client';
import { byLocale, formatDate, formatDuration } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';

/**
 * Course learning (spec section 6): for administrators and learners who hold the course; anyone
 * else goes to the course's overview. Videos play here; resources open; quizzes are listed. Arriving
 * from an enrolment by credits (state `awaitingAccess`), it waits briefly for the access to be granted.
 * Progress (ADR 20): the video reports what was watched, the outline ticks completed lessons, the next
 * lesson starts when a video ends, and opening the course resumes the last lesson at its last position.
 */
export function CoursesLearningRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const awaitingAccess = (useLocation().state as { awaitingAccess?: boolean } | null)?.awaitingAccess === true;
  const learning = useLearning(id, awaitingAccess);
  const [current, setCurrent] = useState<string | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const notes = useNoteJump(video, setCurrent);
  const queryClient = useQueryClient();
  const progress = useCourseProgress(id, Boolean(learning.data));
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: progressQueryKey(id) }), [queryClient, id]);
  const resume = progress.data?.resume ?? null;
  const lessons = learning.data?.sections.flatMap((s) => s.lessons) ?? [];
  const lesson: LearningLesson | undefined =
    lessons.find((l) => l.id === (current ?? resume?.lessonId)) ?? lessons.find((l) => l.kind === 'video') ?? lessons[0];
  useProgressReporter({ courseId: id, lessonId: lesson?.videoUrl ? lesson.id : null, video, onRecorded: refresh });
  if (learning.error instanceof ApiError && learning.error.status === 403) return <Navigate to={`/courses-overview/${id}`} replace />;
  if (learning.isError) return <NotFoundRoute />;
  if (!learning.data) {
    return (
      <main className="content" aria-busy="true">
        {awaitingAccess ? <p role="status">{t('learning.preparing')}</p> : null}
      </main>
    );
  }
  const course = learning.data;
  const completed = new Set(progress.data?.lessons.filter((l) => l.completed).map((l) => l.lessonId));
  const next = lesson ? lessons[lessons.indexOf(lesson) + 1] : undefined;
  const resumeAt = (element: HTMLVideoElement) => {
    if (current === null && resume && resume.lessonId === lesson?.id && resume.position < element.duration - 1) element.currentTime = resume.position;
  };
  const opened = () => {
    if (lesson) void reportProgress(id, { lessonId: lesson.id, position: 0, watched: [] }).then(refresh, () => undefined);
  };
  return (
    <main className="content learning">
      <header>
        <h1>{byLocale(locale, course.titleEn, course.titleTh)}</h1>
        {course.accessUntil ? <p className="form-note">{t('learning.accessUntil', { date: formatDate(course.accessUntil, locale) })}</p> : null}
      </header>
      <div className="learning-layout">
        <section className="learning-stage" aria-live="polite">
          {lesson ? <h2>{byLocale(locale, lesson.titleEn, lesson.titleTh)}</h2> : null}
          {lesson?.videoUrl ? (
            <video
              key={lesson.id}
              ref={setVideo}
              src={lesson.videoUrl}
              controls
              autoPlay={current !== null}
              preload="metadata"
              className="learning-video"
              onLoadedMetadata={(e) => {
                resumeAt(e.currentTarget);
                notes.onLoadedMetadata(e.currentTarget, lesson.id);
              }}
              onEnded={() => (next ? setCurrent(next.id) : undefined)}
            />
          ) : null}
          {lesson?.resourceUrl ? (
            <a className="button secondary" href={lesson.resourceUrl} download onClick={opened}>
              {t('learning.download')}
            </a>
          ) : null}
          {lesson?.kind === 'quiz' ? <p>{t('learning.quiz', { n: lesson.questionCount })}</p> : null}
        </section>
        <NotesPanel
          courseId={course.id}
          lessons={lessons}
          currentLesson={lesson}
          currentTime={notes.currentTime}
          onJump={(lessonId, seconds) => notes.jump(lessonId, seconds, lesson?.id)}
        />
        <nav className="learning-outline" aria-label={t('catalogue.curriculum')}>
          {course.sections.map((section) => (
            <section key={section.id}>
              <h3>{byLocale(locale, section.titleEn, section.titleTh)}</h3>
              <ol>
                {section.lessons.map((l) => (
                  <li key={l.id}>
                    <button type="button" aria-current={l.id === lesson?.id} onClick={() => setCurrent(l.id)}>
                      <span>
                        {completed.has(l.id) ? (
                          <span className="lesson-tick" role="img" aria-label={t('learning.completed')}>
                            ✓{' '}
                          </span>
                        ) : null}
                        {byLocale(locale, l.titleEn, l.titleTh)}
                      </span>
                      {l.id === lesson?.id ? <span className="visually-hidden">{t('learning.current')}</span> : null}
                      <span className="form-note">{l.durationSeconds ? formatDuration(l.durationSeconds) : t(`catalogue.kind.${l.kind}`)}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </nav>
      </div>
    </main>
  );
}
