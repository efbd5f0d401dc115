import type { CourseTestDefinitionResponse } from '@khru/contracts';
import { Box, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Form,
  maxValue,
  minValue,
  NumberInput,
  required,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useNotify,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { serverMessage } from '../../dataProvider/server-errors';
import { submissionErrors } from '../../dataProvider/submission-errors';
import type { CoursesDataProvider } from '../courses.data-provider';
import { FormErrorText } from '../curriculum/form-error-text';
import { SaveBar } from '../curriculum/save-bar';
import { testFromForm, testToForm, type TestForm } from './test-form';

const pair = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
const settings = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 2 } as const;

/** Where the server says a question's right option is missing: under that question's options. */
function RightOptionError() {
  const { index } = useSimpleFormIteratorItem();
  return <FormErrorText name={`questions.${index}.correctOptionId`} />;
}

/**
 * The final test: what learners read before starting, the pass mark, time limit and retry wait, how many questions
 * an attempt draws, and the question bank (single-choice questions in both languages, each with its right option).
 */
export function FinalTestEditor({ courseId, test, onDone }: { courseId: string; test: CourseTestDefinitionResponse | null; onDone: () => void }) {
  const dataProvider = useDataProvider<CoursesDataProvider>();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const record = useMemo(() => ({ id: courseId, ...testToForm(test) }), [courseId, test]);
  const save = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      await dataProvider.defineCourseTest(courseId, testFromForm(values as unknown as TestForm));
    } catch (error) {
      setRefusal(serverMessage(error));
      return submissionErrors(error);
    }
    notify('khru.courses.finalTest.saved', { type: 'success' });
    onDone();
  };
  return (
    <Form record={record} onSubmit={save} warnWhenUnsavedChanges>
      <Stack sx={{ gap: 1, width: '100%', maxWidth: 1100 }}>
        <Box sx={pair}>
          <TextInput source="informationEn" label="khru.courses.finalTest.informationEn" validate={required()} multiline minRows={2} fullWidth />
          <TextInput source="informationTh" label="khru.courses.finalTest.informationTh" validate={required()} multiline minRows={2} fullWidth />
        </Box>
        <Box sx={settings}>
          <NumberInput source="passMarkPercent" label="khru.courses.finalTest.passMarkPercent" step={1} validate={[required(), minValue(1), maxValue(100)]} />
          <NumberInput source="timeLimitMinutes" label="khru.courses.finalTest.timeLimitMinutes" step={1} validate={[required(), minValue(1), maxValue(600)]} />
          <NumberInput source="retryWaitDays" label="khru.courses.finalTest.retryWaitDays" step={1} validate={[required(), minValue(0), maxValue(365)]} />
          <NumberInput source="questionsPerAttempt" label="khru.courses.finalTest.questionsPerAttempt" step={1} validate={[required(), minValue(1)]} />
        </Box>
        <ArrayInput source="questions" label="khru.courses.finalTest.questions">
          <SimpleFormIterator fullWidth disableClear getItemLabel={(index) => `${index + 1}.`}>
            <Box sx={pair}>
              <TextInput source="textEn" label="khru.courses.finalTest.questionEn" validate={required()} multiline fullWidth />
              <TextInput source="textTh" label="khru.courses.finalTest.questionTh" validate={required()} multiline fullWidth />
            </Box>
            <ArrayInput source="options" label="khru.courses.finalTest.options">
              <SimpleFormIterator inline disableClear disableReordering>
                <TextInput source="textEn" label="khru.courses.finalTest.optionEn" validate={required()} />
                <TextInput source="textTh" label="khru.courses.finalTest.optionTh" validate={required()} />
                <BooleanInput source="correct" label="khru.courses.finalTest.correct" helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
            <RightOptionError />
          </SimpleFormIterator>
        </ArrayInput>
        <SaveBar label="khru.courses.finalTest.save" refusal={refusal} onCancel={onDone} />
      </Stack>
    </Form>
  );
}
