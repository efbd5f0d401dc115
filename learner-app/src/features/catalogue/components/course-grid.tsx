import type { CourseSummaryResponse } from '@khru/contracts';
import { CourseCard } from './course-card';

/** Course cards in the responsive grid every list uses. */
export function CourseGrid({ courses }: { courses: CourseSummaryResponse[] | undefined }) {
  return (
    <div className="course-grid">
      {(courses ?? []).map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </div>
  );
}
