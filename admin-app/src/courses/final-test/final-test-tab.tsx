import EditIcon from '@mui/icons-material/Edit';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Loading, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { retryUnlessRefused } from '../../dataProvider/server-errors';
import { useNotifyServerError } from '../../dataProvider/use-notify-server-error';
import type { AdminCourse } from '../course-record';
import type { CoursesDataProvider } from '../courses.data-provider';
import { FinalTestEditor } from './final-test-editor';

/** The final test's settings and bank as defined, or that there is none yet; its editor in their place while editing. */
export function FinalTestTab() {
  const course = useRecordContext<AdminCourse>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState(false);
  const dataProvider = useDataProvider<CoursesDataProvider>();
  const queryClient = useQueryClient();
  const key = ['courses', 'final-test', course?.id];
  const test = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getCourseTest(course!.id),
    enabled: Boolean(course),
    retry: retryUnlessRefused,
  });
  useNotifyServerError(test.error);
  if (!course || test.isPending) return <Loading />;
  if (test.isError) return null;
  if (editing)
    return (
      <FinalTestEditor
        courseId={course.id}
        test={test.data}
        onDone={() => {
          setEditing(false);
          void queryClient.invalidateQueries({ queryKey: key });
        }}
      />
    );
  const defined = test.data;
  return (
    <Stack sx={{ gap: 2, maxWidth: 960 }}>
      <Box>
        <Button label={defined ? 'khru.courses.finalTest.edit' : 'khru.courses.finalTest.define'} variant="contained" onClick={() => setEditing(true)}>
          <EditIcon />
        </Button>
      </Box>
      {defined ? (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{locale === 'th' ? defined.informationTh : defined.informationEn}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('khru.courses.finalTest.summary', {
              pass: defined.passMarkPercent,
              minutes: translate('khru.courses.finalTest.minutes', { smart_count: defined.timeLimitMinutes }),
              days: translate('khru.courses.finalTest.days', { smart_count: defined.retryWaitDays }),
              drawn: defined.questionsPerAttempt,
              bank: translate('khru.courses.finalTest.questionCount', { smart_count: defined.questions.length }),
            })}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{translate('khru.courses.finalTest.none')}</Typography>
      )}
    </Stack>
  );
}
