import { Box, Typography } from '@mui/material';
import { useGetMany, useLocaleState, useRecordContext } from 'react-admin';
import type { CatalogueItem } from '../../catalogue/catalogue.data-provider';

/** The record's `courseIds` in order, named in the admin's language (a course no longer on sale shows its id). */
export function CourseNames() {
  const record = useRecordContext<{ id: string; courseIds: string[] }>();
  const [locale] = useLocaleState();
  const { data } = useGetMany<CatalogueItem>('catalogue-courses', { ids: record?.courseIds ?? [] }, { enabled: Boolean(record?.courseIds.length) });
  if (!record) return null;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {record.courseIds.map((id) => {
        const course = data?.find((c) => c.id === id);
        return (
          <Typography component="li" variant="body2" key={id}>
            {course ? (locale === 'th' ? course.nameTh : course.nameEn) : id}
          </Typography>
        );
      })}
    </Box>
  );
}
