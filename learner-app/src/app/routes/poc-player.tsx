import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useLearning } from '../../features/catalogue/api/get-learning';
import { LessonPlayer } from '../../features/player/components/lesson-player';
import { useCoursePlayback } from '../../features/progress/hooks/use-course-playback';
import { ApiError } from '../../lib/api-client';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';

/**
 * The standalone player (spec section 2, Player; blank layout): a course's video lessons full window,
 * from the resume lesson (or `?lesson=`) on, with progress reported as on the learning page. Anyone who
 * cannot open the course's learning page goes to its overview.
 */
export function PocPlayerRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const requested = useSearchParams()[0].get('lesson');
  const learning = useLearning(id);
  const { lessons, lesson, current, setCurrent, setVideo, resumeAt } = useCoursePlayback(id, learning.data, { requested });
  if (learning.error instanceof ApiError && learning.error.status === 403) return <Navigate to={`/courses-overview/${id}`} replace />;
  if (learning.isError) return <NotFoundRoute />;
  if (!learning.data) return <main className="poc-player" aria-busy="true" />;
  const course = learning.data;
  const nextVideo = lesson ? lessons.slice(lessons.indexOf(lesson) + 1).find((l) => l.videoUrl) : undefined;
  return (
    <main className="poc-player">
      <header>
        <Link to={`/courses-learning/${id}`}>← {t('player.backToCourse')}</Link>
        <h1>
          {byLocale(locale, course.titleEn, course.titleTh)}
          {lesson ? <span> · {byLocale(locale, lesson.titleEn, lesson.titleTh)}</span> : null}
        </h1>
      </header>
      {lesson?.videoUrl ? (
        <LessonPlayer
          lesson={{ ...lesson, videoUrl: lesson.videoUrl }}
          onVideo={setVideo}
          autoPlay={current !== null}
          onLoadedMetadata={resumeAt}
          onEnded={() => (nextVideo ? setCurrent(nextVideo.id) : undefined)}
          cinemaToggle={false}
        />
      ) : (
        <p>
          <Link to={`/courses-learning/${id}`}>{t('player.backToCourse')}</Link>
        </p>
      )}
    </main>
  );
}
