import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useBundle } from '../../features/catalogue/api/get-bundle';
import { useCourse } from '../../features/catalogue/api/get-course';
import { useInstructor } from '../../features/catalogue/api/get-instructor';
import { useLearning } from '../../features/catalogue/api/get-learning';
import { useCategories } from '../../features/categories/api/get-categories';
import { useTestInfo } from '../../features/final-tests/api/get-test-info';
import { usePublicProfile } from '../../features/users/api/get-public-profile';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';

/*
 * Titles that are data: each reads the same query as its page (same key, so no second request) and
 * names the thing in the reader's language once it has arrived.
 */

export function CourseTitle() {
  const locale = useLocaleStore((s) => s.locale);
  const meta = useCourse(useParams().id ?? '').data?.courseMetadata;
  return <PageTitle text={meta && byLocale(locale, meta.titleEn, meta.titleTh)} />;
}

export function LearningTitle() {
  const locale = useLocaleStore((s) => s.locale);
  const learning = useLearning(useParams().id ?? '').data;
  return <PageTitle text={learning && byLocale(locale, learning.titleEn, learning.titleTh)} />;
}

export function TestTitle() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const information = useTestInfo(useParams().id ?? '').data?.information;
  return <PageTitle text={information && t('pageTitle.test', { course: byLocale(locale, information.courseTitleEn, information.courseTitleTh) })} />;
}

export function BundleTitle() {
  const locale = useLocaleStore((s) => s.locale);
  const bundle = useBundle(useParams().id ?? '').data;
  return <PageTitle text={bundle && byLocale(locale, bundle.nameEn, bundle.nameTh)} />;
}

export function InstructorTitle() {
  const locale = useLocaleStore((s) => s.locale);
  const i = useInstructor(useParams().id ?? '').data;
  return <PageTitle text={i && (locale === 'th' ? `${i.firstNameTh} ${i.lastNameTh}` : `${i.firstName} ${i.lastName}`)} />;
}

export function PublicProfileTitle() {
  const profile = usePublicProfile(useParams().id ?? '').data;
  return <PageTitle text={profile && `${profile.firstName} ${profile.lastName}`} />;
}

/** A category's name, read from the address the way the category page reads it; all courses when none is chosen. */
export function CategoryTitle() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const id = params.get('categoryId') ?? decodeURIComponent(hash.replace(/^#/, ''));
  const category = useCategories().data?.data.find((c) => c.id === id && c.id !== 'all-categories');
  return <PageTitle text={category ? byLocale(locale, category.nameEn, category.nameTh) : t('catalogue.allCourses')} />;
}
