import { PAGE_SIZES } from '@khru/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCourseList } from '../../../features/catalogue/api/list-courses';
import { CourseGrid } from '../../../features/catalogue/components/course-grid';
import { Pager } from '../../../components/pager';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { useSessionStore } from '../../../stores/session-store';
import { useStepHeading } from './step-heading';
import { readList, stepLink } from './selection';
import '../../../features/categories/categories.css';

const anyOf = (field: string, ids: string[]) => ids.flatMap((id, i) => (i === 0 ? [[field, '=', id]] : ['or', [field, '=', id]]));

/** Find courses, step 3: "courses for you" in the chosen sub-categories (or categories), with a sign-up banner for visitors. */
export function FindCoursesResultRoute() {
  const { t } = useTranslation();
  const heading = useStepHeading();
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const [params] = useSearchParams();
  const categories = readList(params, 'categories');
  const subcategories = readList(params, 'subcategories');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const take = useNarrowScreen() ? PAGE_SIZES.coursesNarrow : PAGE_SIZES.courses;
  const filter = subcategories.length ? anyOf('subCategoryId', subcategories) : categories.length ? anyOf('categoryId', categories) : undefined;
  const courses = useCourseList({ loadOptions: { skip: (page - 1) * take, take, requireTotalCount: true, ...(filter ? { filter } : {}) } });
  const total = courses.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / take));
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `/find-courses/courses-result?${next}`;
  };
  const signUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    void navigate(`/auth/register?${new URLSearchParams(email ? { email } : {})}`);
  };
  return (
    <main className="content find-courses">
      <p className="form-note">{t('findCourses.step', { n: 3, total: 3 })}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t('findCourses.resultsTitle')}
      </h1>
      {loggedIn ? null : (
        <form className="signup-banner" onSubmit={signUp}>
          <p>{t('findCourses.signUpPitch')}</p>
          <input type="email" name="email" autoComplete="email" aria-label={t('auth.email')} placeholder={t('auth.email')} />
          <button type="submit" className="button primary">
            {t('header.signUp')}
          </button>
        </form>
      )}
      {courses.isSuccess ? <p className="form-note">{t('catalogue.courseCount', { count: total })}</p> : null}
      <CourseGrid courses={courses.data?.data} />
      <Pager page={page} pages={pages} link={pageLink} />
      <nav className="step-actions">
        <Link to={stepLink('subcategories', categories, subcategories)}>{t('findCourses.changePicks')}</Link>
      </nav>
    </main>
  );
}
