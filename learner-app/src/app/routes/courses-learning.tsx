import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useLearning } from '../../features/catalogue/api/get-learning';
import { NotesPanel } from '../../features/notes/components/notes-panel';
import { useNoteJump } from '../../features/notes/components/use-note-jump';
import { CurriculumSidebar } from '../../features/player/components/curriculum-sidebar';
import { LessonPlayer } from '../../features/player/components/lesson-player';
import { usePlayerStore } from '../../features/player/player-store';
import { QaSection } from '../../features/questions/components/qa-section';
import { CourseReviews } from '../../features/reviews/components/course-reviews';
import { reportProgress } from '../../features/progress/api/report-progress';
import { useCoursePlayback } from '../../features/progress/hooks/use-course-playback';
import { QuizPlayer } from '../../features/quizzes/components/quiz-player';
import { FinalTestEntry } from '../../features/final-tests/components/final-test-entry';
import { ApiError } from '../../lib/api-client';
import { byLocale, formatDate } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';

/**
 * Course learning (spec section 6): for administrators and learners who hold the course; anyone
 * else goes to the course's overview. Videos play here; resources open; quizzes are taken. Arriving
 * from an enrolment by credits (state `awaitingAccess`), it waits briefly for the access to be granted.
 * Progress (ADR 20): the video reports what was watched, the outline ticks completed lessons, the next
 * lesson starts when a video ends, and opening the course resumes the last lesson at its last position.
 * The player, its cinema mode and the collapsible outline come from the player feature (spec section 2). A course
 * with a final test links to it, with the learner's outcome.
 */
export function CoursesLearningRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const awaitingAccess = (useLocation().state as { awaitingAccess?: boolean } | null)?.awaitingAccess === true;
  const learning = useLearning(id, awaitingAccess);
  const { lessons, lesson, next, completed, current, setCurrent, video, setVideo, refresh, resumeAt } = useCoursePlayback(id, learning.data);
  const notes = useNoteJump(video, setCurrent);
  const cinema = usePlayerStore((s) => s.cinema);
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
  const opened = () => {
    if (lesson) void reportProgress(id, { lessonId: lesson.id, position: 0, watched: [] }).then(refresh, () => undefined);
  };
  return (
    <main className={`content learning${cinema ? ' cinema' : ''}`}>
      <header>
        <h1>{byLocale(locale, course.titleEn, course.titleTh)}</h1>
        {course.accessUntil ? <p className="form-note">{t('learning.accessUntil', { date: formatDate(course.accessUntil, locale) })}</p> : null}
      </header>
      <div className="learning-layout">
        <div className="learning-main">
          <section className="learning-stage" aria-live="polite">
            {lesson ? <h2>{byLocale(locale, lesson.titleEn, lesson.titleTh)}</h2> : null}
            {lesson?.videoUrl ? (
              <LessonPlayer
                lesson={{ ...lesson, videoUrl: lesson.videoUrl }}
                onVideo={setVideo}
                autoPlay={current !== null}
                onLoadedMetadata={(element) => {
                  resumeAt(element);
                  notes.onLoadedMetadata(element, lesson.id);
                }}
                onEnded={() => (next ? setCurrent(next.id) : undefined)}
                standaloneHref={`/poc-player/${id}?lesson=${lesson.id}`}
              />
            ) : null}
            {lesson?.resourceUrl ? (
              <a className="button secondary" href={lesson.resourceUrl} download onClick={opened}>
                {t('learning.download')}
              </a>
            ) : null}
            {lesson?.kind === 'quiz' ? (
              <QuizPlayer key={lesson.id} courseId={id} lessonId={lesson.id} questionCount={lesson.questionCount ?? 0} onPassed={refresh} />
            ) : null}
          </section>
          <FinalTestEntry courseId={course.id} />
          <NotesPanel
            courseId={course.id}
            lessons={lessons}
            currentLesson={lesson}
            currentTime={notes.currentTime}
            onJump={(lessonId, seconds) => notes.jump(lessonId, seconds, lesson?.id)}
          />
          <QaSection courseId={course.id} />
          <CourseReviews courseId={course.id} />
        </div>
        <CurriculumSidebar sections={course.sections} currentLessonId={lesson?.id} completed={completed} onOpen={setCurrent} />
      </div>
    </main>
  );
}
