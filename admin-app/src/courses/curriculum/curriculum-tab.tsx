import type { LessonData } from '@khru/contracts';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Button, Loading, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AdminCourse } from '../course-record';
import { inLocale } from '../../catalogue-admin/shared/localized';
import { LessonKindIcon } from './lesson-kind-icon';

const CurriculumEditor = lazy(() => import('./curriculum-editor'));

/** Minutes and seconds of a video (`4:05`). */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function LessonDetail({ lesson }: { lesson: LessonData }) {
  const translate = useTranslate();
  if (lesson.kind === 'video')
    return (
      <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center' }}>
        <span>{clock(lesson.durationSeconds)}</span>
        {(['en', 'th'] as const)
          .filter((lang) => lesson.captions?.[lang])
          .map((lang) => (
            <Chip key={lang} size="small" variant="outlined" icon={<ClosedCaptionIcon />} label={translate(`khru.courses.curriculum.captionsShort.${lang}`)} />
          ))}
      </Stack>
    );
  if (lesson.kind === 'quiz') return <>{translate('khru.courses.curriculum.questionCount', { smart_count: lesson.questions.length })}</>;
  return <>{translate('khru.courses.curriculum.kind.resource')}</>;
}

/** The course's sections and lessons as learners will meet them. */
function Outline({ course }: { course: AdminCourse }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (course.curriculum.length === 0)
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('khru.courses.curriculum.empty')}
      </Typography>
    );
  return (
    <Stack sx={{ gap: 2 }}>
      {course.curriculum.map((section, s) => (
        <Box key={section.id}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('khru.courses.curriculum.sectionN', { n: s + 1 })} · {inLocale(section.title, locale)}
          </Typography>
          <List dense disablePadding>
            {section.lessons.map((lesson) => (
              <ListItem key={lesson.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LessonKindIcon kind={lesson.kind} />
                </ListItemIcon>
                <ListItemText
                  primary={inLocale(lesson.title, locale)}
                  secondary={<LessonDetail lesson={lesson} />}
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Stack>
  );
}

/** The curriculum tab: the outline, and the editor (loaded on first use) in its place while editing. */
export function CurriculumTab() {
  const course = useRecordContext<AdminCourse>();
  const [editing, setEditing] = useState(false);
  if (!course) return null;
  if (editing)
    return (
      <Suspense fallback={<Loading />}>
        <CurriculumEditor course={course} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return (
    <Stack sx={{ gap: 1 }}>
      <Box>
        <Button label="khru.courses.curriculum.edit" variant="contained" onClick={() => setEditing(true)}>
          <EditIcon />
        </Button>
      </Box>
      <Outline course={course} />
    </Stack>
  );
}
