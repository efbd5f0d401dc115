import { QUIZ_RULES } from '@khru/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { BooleanInput, Button, SelectInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { newOption, newQuestion, type FormOption, type FormQuestion } from './curriculum-form';
import { FormErrorText } from './form-error-text';
import { LocalizedInputs } from './localized-inputs';
import { SortableItem } from './sortable-item';

const QUESTION_KINDS = [
  { id: 'single', name: 'khru.courses.curriculum.questionKind.single' },
  { id: 'multiple', name: 'khru.courses.curriculum.questionKind.multiple' },
];

/** A question's options; each says whether it is right (one for a single-answer question, which the ticks keep to). */
function OptionsEditor({ at }: { at: string }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ name: `${at}.options`, keyName: '_key' });
  const kind = useWatch({ name: `${at}.kind` }) as FormQuestion['kind'];
  const onlyThisRight = (chosen: number, right: boolean) => {
    if (kind !== 'single' || !right) return;
    (getValues(`${at}.options`) as FormOption[]).forEach((_, i) => {
      if (i !== chosen) setValue(`${at}.options.${i}.correct`, false, { shouldDirty: true });
    });
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('khru.courses.curriculum.options')}
      </Typography>
      {fields.map((field, o) => (
        <Stack key={field._key} direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 1 }, alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <LocalizedInputs source={`${at}.options.${o}.text`} label="khru.courses.curriculum.option" />
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <BooleanInput
              source={`${at}.options.${o}.correct`}
              label="khru.courses.curriculum.correct"
              helperText={false}
              onChange={(event: { target: { checked: boolean } }) => onlyThisRight(o, event.target.checked)}
            />
            <IconButton
              size="small"
              color="error"
              disabled={fields.length <= QUIZ_RULES.minOptions}
              aria-label={translate('khru.courses.curriculum.removeOption', { n: o + 1 })}
              onClick={() => remove(o)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <FormErrorText name={`${at}.options`} />
      <FormErrorText name={`${at}.correctOptionIds`} />
      <Box>
        <Button label="khru.courses.curriculum.addOption" disabled={fields.length >= QUIZ_RULES.maxOptions} onClick={() => append(newOption())}>
          <AddIcon />
        </Button>
      </Box>
    </Stack>
  );
}

/** A quiz lesson's questions, in order, each with its kind, text, options and the explanation learners read after answering. */
export function QuizEditor({ at }: { at: string }) {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: `${at}.questions`, keyName: '_key' });
  return (
    <Stack sx={{ gap: 1.5 }}>
      {fields.map((field, q) => {
        const name = translate('khru.courses.curriculum.questionN', { n: q + 1 });
        return (
          <SortableItem
            key={field._key}
            list={`${at}.questions`}
            index={q}
            count={fields.length}
            onMove={move}
            onRemove={() => remove(q)}
            name={name}
            what="question"
            elevation={0}
            heading={
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            }
          >
            <SelectInput source={`${at}.questions.${q}.kind`} label="khru.courses.curriculum.questionKind.label" choices={QUESTION_KINDS} />
            <LocalizedInputs source={`${at}.questions.${q}.text`} label="khru.courses.curriculum.question" multiline />
            <OptionsEditor at={`${at}.questions.${q}`} />
            <LocalizedInputs source={`${at}.questions.${q}.explanation`} label="khru.courses.curriculum.explanation" multiline />
          </SortableItem>
        );
      })}
      <FormErrorText name={`${at}.questions`} />
      <Box>
        <Button label="khru.courses.curriculum.addQuestion" disabled={fields.length >= QUIZ_RULES.maxQuestions} onClick={() => append(newQuestion())}>
          <AddIcon />
        </Button>
      </Box>
    </Stack>
  );
}
