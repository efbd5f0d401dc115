import { Stack, Typography } from '@mui/material';
import { SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LESSON_KINDS, type FormLesson, type LessonKind } from './curriculum-form';
import { LessonKindIcon } from './lesson-kind-icon';
import { inLocale } from '../../catalogue-admin/shared/localized';
import { LocalizedInputs } from './localized-inputs';
import { QuizEditor } from './quiz-editor';
import { ResourceLessonInputs } from './resource-lesson-inputs';
import { VideoLessonInputs } from './video-lesson-inputs';

const KIND_CHOICES = LESSON_KINDS.map((id) => ({ id, name: `khru.courses.curriculum.kind.${id}` }));

/** A lesson's heading: its kind and its title in the admin's language as typed so far. */
export function LessonHeading({ at, n }: { at: string; n: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lesson = useWatch({ name: at }) as FormLesson | undefined;
  const title = (lesson && inLocale(lesson.title, locale)) || translate('khru.courses.curriculum.untitled');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      {lesson && <LessonKindIcon kind={lesson.kind} />}
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {translate('khru.courses.curriculum.lessonN', { n })} · {title}
      </Typography>
    </Stack>
  );
}

/** One lesson: its kind, its title in both languages, and what its kind needs (a video, a file, a quiz). */
export function LessonEditor({ at }: { at: string }) {
  const kind = useWatch({ name: `${at}.kind` }) as LessonKind;
  return (
    <Stack sx={{ gap: 0.5 }}>
      <SelectInput source={`${at}.kind`} label="khru.courses.curriculum.kind.label" choices={KIND_CHOICES} sx={{ maxWidth: 240 }} />
      <LocalizedInputs source={`${at}.title`} label="khru.courses.curriculum.lessonTitle" />
      {kind === 'video' && <VideoLessonInputs at={at} />}
      {kind === 'resource' && <ResourceLessonInputs at={at} />}
      {kind === 'quiz' && <QuizEditor at={at} />}
    </Stack>
  );
}
