import type { LearningLesson } from '@khru/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useLearning } from '../../features/catalogue/api/get-learning';
import { ApiError } from '../../lib/api-client';
import { byLocale, formatDate, formatDuration } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';

/**
 * Course learning (spec section 6): for administrators and learners who hold the course; anyone
 * else goes to the course's overview. Videos play here; resources open; quizzes are listed. Arriving
 * from an enrolment by credits (state `awaitingAccess`), it waits briefly for the access to be granted.
 */
export function CoursesLearningRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const awaitingAccess = (useLocation().state as { awaitingAccess?: boolean } | null)?.awaitingAccess === true;
  const learning = useLearning(id, awaitingAccess);
  const [current, setCurrent] = useState<string | null>(null);
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
  const lessons = course.sections.flatMap((s) => s.lessons);
  const lesson: LearningLesson | undefined = lessons.find((l) => l.id === current) ?? lessons.find((l) => l.kind === 'video') ?? lessons[0];
  return (
    <main className="content learning">
      <header>
        <h1>{byLocale(locale, course.titleEn, course.titleTh)}</h1>
        {course.accessUntil ? <p className="form-note">{t('learning.accessUntil', { date: formatDate(course.accessUntil, locale) })}</p> : null}
      </header>
      <div className="learning-layout">
        <section className="learning-stage" aria-live="polite">
          {lesson ? <h2>{byLocale(locale, lesson.titleEn, lesson.titleTh)}</h2> : null}
          {lesson?.videoUrl ? <video key={lesson.videoUrl} src={lesson.videoUrl} controls preload="metadata" className="learning-video" /> : null}
          {lesson?.resourceUrl ? (
            <a className="button secondary" href={lesson.resourceUrl} download>
              {t('learning.download')}
            </a>
          ) : null}
          {lesson?.kind === 'quiz' ? <p>{t('learning.quiz', { n: lesson.questionCount })}</p> : null}
        </section>
        <nav className="learning-outline" aria-label={t('catalogue.curriculum')}>
          {course.sections.map((section) => (
            <section key={section.id}>
              <h3>{byLocale(locale, section.titleEn, section.titleTh)}</h3>
              <ol>
                {section.lessons.map((l) => (
                  <li key={l.id}>
                    <button type="button" aria-current={l.id === lesson?.id} onClick={() => setCurrent(l.id)}>
                      <span>{byLocale(locale, l.titleEn, l.titleTh)}</span>
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
