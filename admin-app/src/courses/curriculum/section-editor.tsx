import { Box, Stack, Typography } from '@mui/material';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { LESSON_KINDS, newLesson, type FormSection } from './curriculum-form';
import { FormErrorText } from './form-error-text';
import { LessonEditor, LessonHeading } from './lesson-editor';
import { LessonKindIcon } from './lesson-kind-icon';
import { inLocale } from '../../catalogue-admin/shared/localized';
import { LocalizedInputs } from './localized-inputs';
import { SortableItem } from './sortable-item';

/** A section's heading: its number and title as typed so far. */
export function SectionHeading({ at, n }: { at: string; n: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const section = useWatch({ name: at }) as FormSection | undefined;
  const title = (section && inLocale(section.title, locale)) || translate('khru.courses.curriculum.untitled');
  return (
    <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600 }}>
      {translate('khru.courses.curriculum.sectionN', { n })} · {title}
    </Typography>
  );
}

/** A section's title and its lessons in order; lessons are added by kind, moved within the section, removed. */
export function SectionEditor({ at }: { at: string }) {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: `${at}.lessons`, keyName: '_key' });
  return (
    <Stack sx={{ gap: 1.5 }}>
      <LocalizedInputs source={`${at}.title`} label="khru.courses.curriculum.sectionTitle" />
      {fields.map((field, l) => (
        <SortableItem
          key={field._key}
          list={`${at}.lessons`}
          index={l}
          count={fields.length}
          onMove={move}
          onRemove={() => remove(l)}
          name={translate('khru.courses.curriculum.lessonN', { n: l + 1 })}
          what="lesson"
          elevation={0}
          heading={<LessonHeading at={`${at}.lessons.${l}`} n={l + 1} />}
        >
          <LessonEditor at={`${at}.lessons.${l}`} />
        </SortableItem>
      ))}
      <FormErrorText name={`${at}.lessons`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {LESSON_KINDS.map((kind) => (
          <Button key={kind} label={`khru.courses.curriculum.add.${kind}`} variant="outlined" onClick={() => append(newLesson(kind))}>
            <LessonKindIcon kind={kind} />
          </Button>
        ))}
      </Box>
    </Stack>
  );
}
