import { PAGE_SIZES } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useCourseList } from '../api/list-courses';
import { CourseGrid } from './course-grid';

/** The highlighted courses (spec section 4: highlights take 9999). */
export function Highlights() {
  const { t } = useTranslation();
  const courses = useCourseList({ loadOptions: { filter: ['isHighlights', '=', true], take: PAGE_SIZES.highlightsTake } });
  const items = courses.data?.data ?? [];
  if (courses.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby="highlights-title">
      <h2 id="highlights-title">{t('catalogue.highlights')}</h2>
      <CourseGrid courses={items} shelfOf="highlights-title" />
    </section>
  );
}
