import AddIcon from '@mui/icons-material/Add';
import { Box, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, Form, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { serverMessage } from '../../dataProvider/server-errors';
import { submissionErrors } from '../../dataProvider/submission-errors';
import type { AdminCourse } from '../course-record';
import type { CoursesDataProvider } from '../courses.data-provider';
import { curriculumFromForm, curriculumToForm, newSection, type CurriculumForm } from './curriculum-form';
import { FormErrorText } from './form-error-text';
import { SaveBar } from './save-bar';
import { SectionEditor, SectionHeading } from './section-editor';
import { SortableItem } from './sortable-item';

function Sections() {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: 'curriculum', keyName: '_key' });
  return (
    <Stack sx={{ gap: 2 }}>
      {fields.map((field, s) => (
        <SortableItem
          key={field._key}
          list="curriculum"
          index={s}
          count={fields.length}
          onMove={move}
          onRemove={() => remove(s)}
          name={translate('khru.courses.curriculum.sectionN', { n: s + 1 })}
          what="section"
          heading={<SectionHeading at={`curriculum.${s}`} n={s + 1} />}
        >
          <SectionEditor at={`curriculum.${s}`} />
        </SortableItem>
      ))}
      <FormErrorText name="curriculum" />
      <Box>
        <Button label="khru.courses.curriculum.add.section" variant="outlined" onClick={() => append(newSection())}>
          <AddIcon />
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The curriculum editor (loaded on demand: it is the heaviest screen): sections and lessons in order, each kind's
 * inputs, uploads with progress; saving sends the whole curriculum, and the server's refusals show on the inputs
 * they concern and above the Save button.
 */
export default function CurriculumEditor({ course, onDone }: { course: AdminCourse; onDone: () => void }) {
  const dataProvider = useDataProvider<CoursesDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [refusal, setRefusal] = useState<string | null>(null);
  const record = useMemo(() => ({ id: course.id, ...curriculumToForm(course.curriculum) }), [course]);
  const save = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      await dataProvider.reviseCurriculum(course.id, curriculumFromForm(values as unknown as CurriculumForm));
    } catch (error) {
      setRefusal(serverMessage(error));
      return submissionErrors(error);
    }
    notify('khru.courses.curriculum.saved', { type: 'success' });
    refresh();
    onDone();
  };
  return (
    <Form record={record} onSubmit={save} warnWhenUnsavedChanges>
      <Stack sx={{ gap: 2, width: '100%' }}>
        <Sections />
        <SaveBar label="khru.courses.curriculum.save" onCancel={onDone} refusal={refusal} />
      </Stack>
    </Form>
  );
}
