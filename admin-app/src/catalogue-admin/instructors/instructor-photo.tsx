import { Avatar } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { instructorName } from './instructor-name';
import type { InstructorRecord } from './instructors.data-provider';

/** The instructor's photo, or their initial when they have none. */
export function InstructorPhoto({ size = 40 }: { size?: number; source?: string; label?: string; sortable?: boolean }) {
  const instructor = useRecordContext<InstructorRecord>();
  const [locale] = useLocaleState();
  if (!instructor) return null;
  const name = instructorName(instructor, locale);
  return (
    <Avatar src={instructor.profileImageUrl ?? undefined} alt={name} sx={{ width: size, height: size }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
