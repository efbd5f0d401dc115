import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { maxValue, minValue, NumberInput, regex, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCourseChoices } from '../course-choices';
import { SLUG } from '../../fields/slug';
import { ThumbnailInput } from './thumbnail-input';
import { BangkokDateTimeInput } from '../../fields/bangkok-date-time-input';

const MAX_PRICE = 10_000_000;

const wholeBaht = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'khru.courses.wholeBaht';

/** Two inputs side by side on a laptop, one above the other on narrow screens. */
function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>{children}</Box>;
}

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1, fontWeight: 600 }}>
      {translate(label)}
    </Typography>
  );
}

/** A sub-category belongs to the chosen category: the list follows it, and a new category clears the old choice. */
function CategoryInputs() {
  const { categories } = useCourseChoices();
  const { setValue } = useFormContext();
  const categoryId = useWatch({ name: 'categoryId' }) as string | undefined;
  const subCategories = categories.find((c) => c.id === categoryId)?.subCategories ?? [];
  return (
    <Pair>
      <SelectInput source="categoryId" choices={categories} validate={required()} onChange={() => setValue('subCategoryId', null, { shouldDirty: true })} />
      <SelectInput source="subCategoryId" choices={subCategories} disabled={subCategories.length === 0} emptyText="khru.courses.none" />
    </Pair>
  );
}

/**
 * What a course says about itself in both languages, where it sits in the catalogue and who teaches it.
 * A new course also takes its id (a readable slug, for good) and its first price.
 */
export function CourseDetailsInputs({ isNew }: { isNew: boolean }) {
  const { instructors, jobFunctions } = useCourseChoices();
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      {isNew && (
        <TextInput
          source="id"
          validate={[required(), regex(SLUG, 'khru.courses.slugRule')]}
          helperText="khru.courses.idHelp"
          sx={{ maxWidth: 480 }}
          fullWidth
        />
      )}
      <Heading label="khru.courses.sections.texts" />
      <Pair>
        <TextInput source="title.en" validate={required()} fullWidth />
        <TextInput source="title.th" validate={required()} fullWidth />
      </Pair>
      <Pair>
        <TextInput source="description.en" validate={required()} multiline minRows={3} fullWidth />
        <TextInput source="description.th" validate={required()} multiline minRows={3} fullWidth />
      </Pair>
      <ThumbnailInput />
      <Heading label="khru.courses.sections.place" />
      <CategoryInputs />
      <Pair>
        <SelectInput source="jobFunctionId" choices={jobFunctions} emptyText="khru.courses.none" />
        <SelectInput source="instructorId" choices={instructors} validate={required()} />
      </Pair>
      <Heading label="khru.courses.sections.sale" />
      <Pair>
        {isNew ? (
          <NumberInput
            source="price"
            step={1}
            min={0}
            validate={[required(), minValue(0), maxValue(MAX_PRICE), wholeBaht]}
            helperText="khru.courses.priceHelp"
          />
        ) : (
          <span />
        )}
        <BangkokDateTimeInput source="trainingStartsAt" helperText="khru.courses.trainingHelp" />
      </Pair>
    </Box>
  );
}
