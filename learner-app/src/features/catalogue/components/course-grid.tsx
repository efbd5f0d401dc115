import type { CourseSummaryResponse } from '@khru/contracts';
import type { ReactNode } from 'react';
import { CourseCard } from './course-card';
import '../catalogue.css';

/**
 * Course cards in the responsive grid every list uses. A home-page shelf (`shelfOf`, the id of its
 * heading) becomes one row that scrolls sideways on phones, and can be scrolled with the keyboard.
 */
export function CourseGrid({ courses, shelfOf }: { courses: CourseSummaryResponse[] | undefined; shelfOf?: string }) {
  return (
    <CardRow shelfOf={shelfOf}>
      {(courses ?? []).map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </CardRow>
  );
}

/** The grid (or, on a home-page shelf, the sideways row) any cards sit in. */
export function CardRow({ shelfOf, children }: { shelfOf?: string; children: ReactNode }) {
  if (!shelfOf) return <div className="course-grid">{children}</div>;
  return (
    <div className="course-grid shelf" role="group" aria-labelledby={shelfOf} tabIndex={0}>
      {children}
    </div>
  );
}
