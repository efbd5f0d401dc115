import { PAGE_SIZES } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useJobFunctions } from '../../features/catalogue/api/get-job-functions';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { CourseGrid } from '../../features/catalogue/components/course-grid';
import { useLocaleStore } from '../../stores/locale-store';

/**
 * Job titles (spec section 2: the hash holds the job title's name, in either language). Without a
 * hash, the list of job titles; with one, that title's courses.
 */
export function JobTitlesRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { hash } = useLocation();
  const jobs = useJobFunctions();
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  const list = locale === 'th' ? jobs.data?.jobFunctionsTh : jobs.data?.jobFunctions;
  const selected = name ? [...(jobs.data?.jobFunctions ?? []), ...(jobs.data?.jobFunctionsTh ?? [])].find((j) => j.name === name) : undefined;
  const shown = selected && list?.find((j) => j.id === selected.id);
  const courses = useCourseList(
    { loadOptions: { filter: ['jobTitle', '=', selected?.id ?? ''], take: PAGE_SIZES.highlightsTake, requireTotalCount: true } },
    Boolean(selected),
  );
  return (
    <main className="content">
      <h1>{shown ? shown.name : t('catalogue.jobTitles')}</h1>
      <nav className="chips" aria-label={t('catalogue.jobTitles')}>
        {(list ?? []).map((job) => (
          <Link key={job.id} to={`/job-titles#${encodeURIComponent(job.name)}`} aria-current={shown?.id === job.id ? 'page' : undefined}>
            {job.name}
          </Link>
        ))}
      </nav>
      {shown?.subFunctions ? <p className="form-note">{shown.subFunctions.map((s) => s.name).join(' · ')}</p> : null}
      {selected ? (
        <>
          {courses.isSuccess ? <p className="form-note">{t('catalogue.courseCount', { count: courses.data.totalCount ?? 0 })}</p> : null}
          <CourseGrid courses={courses.data?.data} />
        </>
      ) : name && jobs.isSuccess ? (
        <p>{t('catalogue.noJobTitle')}</p>
      ) : null}
    </main>
  );
}
