import { membershipCovers, type CourseStatusCode, type CourseSummaryResponse, type MembershipResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatusBadge } from '../../components/course-status-badge';
import { byLocale, formatDate } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import '../../features/progress/progress.css';

/** How the learner may study a held course: for good, until its own date, through the membership, or no longer. */
export type LearningAccess = { kind: 'lifetime' } | { kind: 'until'; date: string } | { kind: 'membership' } | { kind: 'expired'; date: string };

/** `until` is the course's end of access from the profile (undefined or null: no end). */
export function learningAccess(
  until: string | undefined,
  course: Pick<CourseSummaryResponse, 'publishedAt'>,
  membership: MembershipResponse | null,
  now: Date,
): LearningAccess {
  if (until === undefined || until === null) return { kind: 'lifetime' };
  if (Date.parse(until) > now.getTime()) return { kind: 'until', date: until };
  return membershipCovers(membership, course.publishedAt, now) ? { kind: 'membership' } : { kind: 'expired', date: until };
}

/** What a card invites to do besides opening the course: resume where the learner left, or study a completed course again. */
export type LearningAction = 'resume' | 'learnAgain';

interface MyLearningCardProps {
  course: CourseSummaryResponse;
  access: LearningAccess;
  status: CourseStatusCode;
  percent: number;
  action?: LearningAction;
}

/**
 * A course on My Learning with the learner's status and share of lessons completed: opens the player (which resumes at
 * the last lesson and position) while it may be studied, the overview (to buy again) once it ended.
 */
export function MyLearningCard({ course, access, status, percent, action }: MyLearningCardProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const meta = course.courseMetadata;
  const title = byLocale(locale, meta.titleEn, meta.titleTh);
  const line =
    access.kind === 'lifetime'
      ? t('myLearning.lifetime')
      : access.kind === 'until'
        ? t('myLearning.until', { date: formatDate(access.date, locale) })
        : access.kind === 'membership'
          ? t('myLearning.withMembership')
          : t('myLearning.expired', { date: formatDate(access.date, locale) });
  return (
    <Link to={access.kind === 'expired' ? `/courses-overview/${course.id}` : `/courses-learning/${course.id}`} className="course-card my-learning-card">
      <div className="course-thumb" aria-hidden="true">
        {meta.thumbnail ? <img src={meta.thumbnail} alt="" /> : null}
      </div>
      <CourseStatusBadge status={status} />
      <h3>{title}</h3>
      <p className="course-by">{byLocale(locale, meta.instructorNameEn, meta.instructorNameTh)}</p>
      <div className="learning-percent">
        <progress max={100} value={percent} aria-hidden="true" />
        <span>{t('myLearning.percent', { percent })}</span>
      </div>
      <p className={access.kind === 'expired' ? 'form-error my-learning-access' : 'course-owned my-learning-access'}>{line}</p>
      {action && access.kind !== 'expired' ? <span className="button my-learning-action">{t(`myLearning.action.${action}`)}</span> : null}
    </Link>
  );
}
