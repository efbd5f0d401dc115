import type { ChoiceResponse } from '@khru/contracts';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useCourseList } from '../api/list-courses';
import { useChoices } from '../api/search-choices';
import { CourseGrid } from './course-grid';

function Shelf({ choice }: { choice: ChoiceResponse }) {
  const locale = useLocaleStore((s) => s.locale);
  const courses = useCourseList({ customFilter: { ids: choice.courseIds } });
  const items = courses.data?.data ?? [];
  if (courses.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby={`choice-${choice.id}`}>
      <h2 id={`choice-${choice.id}`}>{byLocale(locale, choice.titleEn, choice.titleTh)}</h2>
      <CourseGrid courses={items} shelfOf={`choice-${choice.id}`} />
    </section>
  );
}

/** The curated shelves of the home page, each read by its course ids in the editors' order. */
export function Choices() {
  const choices = useChoices().data?.data ?? [];
  return (
    <>
      {choices.map((choice) => (
        <Shelf key={choice.id} choice={choice} />
      ))}
    </>
  );
}
