import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import {
  Button,
  Form,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../../dataProvider/submission-errors';
import { formatBaht } from '../../fields/baht';
import { courseTitle, type AdminCourse } from '../course-record';
import type { CoursesDataProvider } from '../courses.data-provider';
import { BangkokDateTimeInput } from '../../fields/bangkok-date-time-input';

const wholeBaht = (value: unknown) => (Number.isInteger(Number(value)) ? undefined : 'khru.courses.wholeBaht');

/** A new price in whole baht from a date: now, or later (learners see the old price until then). */
export function ChangePriceButton() {
  const course = useRecordContext<AdminCourse>();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<CoursesDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!course) return null;
  const submit = async (values: Record<string, unknown>) => {
    const effectiveFrom = values.effectiveFrom ? new Date(String(values.effectiveFrom)).toISOString() : new Date().toISOString();
    try {
      await dataProvider.changeCoursePrice(course.id, Number(values.price), effectiveFrom);
    } catch (error) {
      return submissionErrors(error);
    }
    setOpen(false);
    notify('khru.courses.prices.changed', { type: 'success' });
    refresh();
  };
  return (
    <>
      <Button label="khru.courses.prices.change" variant="outlined" onClick={() => setOpen(true)}>
        <PriceChangeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <Form onSubmit={submit} record={{ price: course.price, effectiveFrom: new Date().toISOString() }}>
          <DialogTitle id={titleId}>{translate('khru.courses.prices.changeTitle', { title: courseTitle(course, locale) })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('khru.courses.prices.changeContent', { price: formatBaht(course.price, locale) })}</DialogContentText>
            <NumberInput
              source="price"
              label="khru.courses.prices.newPrice"
              step={1}
              min={0}
              validate={[required(), minValue(0), maxValue(10_000_000), wholeBaht]}
              fullWidth
            />
            <BangkokDateTimeInput source="effectiveFrom" label="khru.courses.prices.effectiveFrom" validate={required()} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.courses.prices.change" icon={<PriceChangeIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
