import type { UserResponse } from '@khru/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { CourseCard } from '../../features/catalogue/components/course-card';
import { formatDate } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';

/** My Learning: every course the learner holds, with its end of access; pay-per-view past its three years shows as expired. */
export function ProfileMyLearning({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const ids = user.purchasedCourseIds;
  const courses = useCourseList({ customFilter: { ids } }, ids.length > 0);
  if (ids.length === 0) {
    return (
      <p>
        <Trans i18nKey="myLearning.noneBrowse" components={{ browse: <Link to="/category?categoryId=all-categories" /> }} />
      </p>
    );
  }
  return (
    <div className="course-grid">
      {(courses.data?.data ?? []).map((course) => {
        const until = user.purchasedCoursesExpiry[course.id];
        const expired = until !== undefined && Date.parse(until) <= Date.now();
        return (
          <div key={course.id} className="wishlist-item">
            <CourseCard course={course} />
            <p className={expired ? 'form-error' : 'form-note'}>
              {expired ? t('myLearning.expired', { date: formatDate(until, locale) }) : until ? t('myLearning.until', { date: formatDate(until, locale) }) : t('myLearning.noEnd')}
            </p>
          </div>
        );
      })}
    </div>
  );
}
