import type { UserResponse } from '@khru/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { useMembership } from '../../features/commerce/api/membership';
import { learningAccess, MyLearningCard } from './my-learning-card';

/** My Learning: every course the learner holds, each with its own access (no end, its end date, the membership, or ended). */
export function ProfileMyLearning({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const ids = user.purchasedCourseIds;
  const courses = useCourseList({ customFilter: { ids } }, ids.length > 0);
  const membership = useMembership().data ?? null;
  if (ids.length === 0) {
    return (
      <p>
        <Trans i18nKey="myLearning.noneBrowse" components={{ browse: <Link to="/category?categoryId=all-categories" /> }} />
      </p>
    );
  }
  const now = new Date();
  return (
    <section aria-label={t('profile.tabs.myLearning')} className="course-grid">
      {(courses.data?.data ?? []).map((course) => (
        <MyLearningCard key={course.id} course={course} access={learningAccess(user.purchasedCoursesExpiry[course.id], course, membership, now)} />
      ))}
    </section>
  );
}
