import { learnerCourseStatus, type CourseSummaryProgress, type CourseSummaryResponse, type UserResponse } from '@khru/contracts';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBundleList } from '../../features/catalogue/api/list-bundles';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { BundleCard } from '../../features/catalogue/components/bundle-card';
import { CardRow } from '../../features/catalogue/components/course-grid';
import { useMyCertificates } from '../../features/certificates/api/list-my-certificates';
import { useMembership } from '../../features/commerce/api/get-membership';
import { useLearningSummary } from '../../features/progress/api/get-learning-summary';
import { learningAccess, MyLearningCard, type LearningAction } from './my-learning-card';
import { ProfileProgress } from './profile-progress';
import '../../features/progress/progress.css';

/** How many courses the "Continue learning" and "Learn again" rows show: the most recent ones. */
const SHELF_SIZE = 4;

/**
 * My Learning: the progress figures, then "Continue learning" (the courses studied most recently, to resume), the
 * courses in progress, the completed ones, "Learn again" (completed courses to review), every course the learner
 * holds and the bundles and certificate bundles bought, each course card with its status, share of lessons completed and access (no end, its end date, the membership, or
 * ended). Courses studied through a membership appear beside those held.
 */
export function ProfileMyLearning({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const summary = useLearningSummary().data;
  const studied = summary?.courses ?? [];
  const ids = [...new Set([...user.purchasedCourseIds, ...studied.map((c) => c.courseId)])];
  const courses = useCourseList({ customFilter: { ids } }, ids.length > 0);
  const membership = useMembership().data ?? null;
  const certificates = useMyCertificates().data?.totalCount ?? 0;
  // The wishlist's list of bundles (one cached query): the few the learner holds are found in it.
  const bundles = (useBundleList({ take: 100 }).data?.data ?? []).filter((b) => user.purchasedBundleCertificateIds.includes(b.id));
  if (ids.length === 0) {
    return (
      <p>
        <Trans i18nKey="myLearning.noneBrowse" components={{ browse: <Link to="/category?categoryId=all-categories" /> }} />
      </p>
    );
  }
  const now = new Date();
  const byId = new Map((courses.data?.data ?? []).map((course) => [course.id, course]));
  const progressOf = new Map(studied.map((p) => [p.courseId, p]));
  const card = (course: CourseSummaryResponse, action?: LearningAction) => {
    const progress = progressOf.get(course.id);
    const access = learningAccess(user.purchasedCoursesExpiry[course.id], course, membership, now);
    return (
      <MyLearningCard
        key={course.id}
        course={course}
        access={access}
        status={learnerCourseStatus(access.kind !== 'expired', progress?.status)}
        percent={progress?.percent ?? 0}
        action={action}
      />
    );
  };
  // The summary lists studied courses most recent first; a course whose access ended cannot be resumed.
  const withStatus = (status: CourseSummaryProgress['status']) => studied.filter((p) => p.status === status).flatMap((p) => byId.get(p.courseId) ?? []);
  const openable = (course: CourseSummaryResponse) => learningAccess(user.purchasedCoursesExpiry[course.id], course, membership, now).kind !== 'expired';
  const inProgress = withStatus('IN_PROGRESS');
  const completed = withStatus('COMPLETED');
  const recentlyCompleted = [...completed].sort((a, b) => (progressOf.get(b.id)?.completedAt ?? '').localeCompare(progressOf.get(a.id)?.completedAt ?? ''));
  const held = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <div className="my-learning">
      {summary ? (
        <ProfileProgress
          enrolled={ids.length}
          inProgress={studied.filter((p) => p.status === 'IN_PROGRESS').length}
          completed={studied.filter((p) => p.status === 'COMPLETED').length}
          certificates={certificates}
          skillsOf={completed}
          learningSeconds={summary.learningSeconds}
        />
      ) : null}
      <LearningSection id="continue" title={t('myLearning.sections.continue')}>
        {inProgress
          .filter(openable)
          .slice(0, SHELF_SIZE)
          .map((course) => card(course, 'resume'))}
      </LearningSection>
      <LearningSection id="in-progress" title={t('myLearning.sections.inProgress')}>
        {inProgress.map((course) => card(course))}
      </LearningSection>
      <LearningSection id="completed" title={t('myLearning.sections.completed')}>
        {completed.map((course) => card(course))}
      </LearningSection>
      <LearningSection id="learn-again" title={t('myLearning.sections.learnAgain')}>
        {recentlyCompleted
          .filter(openable)
          .slice(0, SHELF_SIZE)
          .map((course) => card(course, 'learnAgain'))}
      </LearningSection>
      <LearningSection id="all" title={t('myLearning.sections.all')}>
        {held.map((course) => card(course))}
      </LearningSection>
      <LearningSection id="bundles" title={t('myLearning.sections.bundles')}>
        {bundles.map((bundle) => (
          <BundleCard key={bundle.id} bundle={bundle} />
        ))}
      </LearningSection>
    </div>
  );
}

/** A headed row of cards (on phones one sideways row, as the home page's shelves); a section with no cards is left out. */
function LearningSection({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="my-learning-section" aria-labelledby={`my-learning-${id}`}>
      <h2 id={`my-learning-${id}`}>{title}</h2>
      <CardRow shelfOf={`my-learning-${id}`}>{children}</CardRow>
    </section>
  );
}
