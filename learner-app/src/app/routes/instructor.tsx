import { PAGE_SIZES } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useInstructor } from '../../features/catalogue/api/get-instructor';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { CourseGrid } from '../../features/catalogue/components/course-grid';
import { Avatar } from '../../features/users/components/avatar';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { NotFoundRoute } from './not-found';
import '../../features/catalogue/catalogue.css';

/** An instructor's public page: profile and their newest courses (take 6, spec section 9). */
export function InstructorRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const instructor = useInstructor(id);
  const courses = useCourseList({ loadOptions: { filter: ['instructorId', '=', id], take: PAGE_SIZES.instructorCourses, requireTotalCount: true } });
  if (instructor.isError) return <NotFoundRoute />;
  if (!instructor.data) return <main className="content" aria-busy="true" />;
  const i = instructor.data;
  const name = locale === 'th' ? `${i.firstNameTh} ${i.lastNameTh}` : `${i.firstName} ${i.lastName}`;
  return (
    <main className="content">
      <header className="instructor-hero">
        <Avatar name={name} imageUrl={i.profileImageUrl} size={120} />
        <div>
          <h1>{name}</h1>
          <p className="public-profile-job">{byLocale(locale, i.headlineEn, i.headlineTh)}</p>
          <p>{byLocale(locale, i.bioEn, i.bioTh)}</p>
        </div>
      </header>
      <section>
        <h2>{t('catalogue.coursesBy', { name })}</h2>
        {courses.data && courses.data.data.length === 0 ? <p>{t('catalogue.noCourses')}</p> : null}
        <CourseGrid courses={courses.data?.data} />
      </section>
    </main>
  );
}
