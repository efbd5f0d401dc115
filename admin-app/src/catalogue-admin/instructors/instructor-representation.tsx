import { useLocaleState, useRecordContext } from 'react-admin';
import { instructorName } from './instructor-name';
import type { InstructorRecord } from './instructors.data-provider';

/** An instructor named in the admin's language, for titles and references. */
export function InstructorRepresentation() {
  const instructor = useRecordContext<InstructorRecord>();
  const [locale] = useLocaleState();
  return instructor ? <>{instructorName(instructor, locale) || instructor.id}</> : null;
}
