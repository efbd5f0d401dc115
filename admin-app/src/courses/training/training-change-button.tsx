import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import {
  Button,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../../dataProvider/submission-errors';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';
import { BangkokDateTimeInput } from '../../fields/bangkok-date-time-input';
import { courseTitle, type AdminCourse } from '../course-record';
import type { CoursesDataProvider } from '../courses.data-provider';

const FIELDS = ['reason', 'startsAt'];

/**
 * Cancels a public training, or postpones it to a later date (spec section 9): the admin gives the reason, and every
 * paid seat is then refunded in full by a workflow. Offered for a public training not cancelled and not begun.
 */
export function TrainingChangeButton({ change }: { change: 'cancel' | 'postpone' }) {
  const course = useRecordContext<AdminCourse>();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CoursesDataProvider>();
  if (!course?.trainingStartsAt || course.trainingCancelledAt || Date.parse(course.trainingStartsAt) <= Date.now()) return null;

  const texts = `khru.training.${change}`;
  const submit = async (values: Record<string, unknown>) => {
    const reason = String(values.reason ?? '').trim();
    try {
      if (change === 'cancel') await dataProvider.cancelTraining(course.id, reason);
      else await dataProvider.postponeTraining(course.id, String(values.startsAt), reason);
    } catch (error) {
      const errors = submissionErrors(error);
      // A refusal about the course itself (begun, already cancelled) has no field here: it is said in a notice.
      if (!FIELDS.some((field) => field in errors)) {
        notifyError(error);
        return undefined;
      }
      return errors;
    }
    setOpen(false);
    notify(`${texts}.done`, { type: 'success' });
    refresh();
    return undefined;
  };
  return (
    <>
      <Button label={`${texts}.button`} color="warning" onClick={() => setOpen(true)}>
        {change === 'cancel' ? <EventBusyIcon /> : <EventRepeatIcon />}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form onSubmit={submit} record={{ reason: '', startsAt: null }}>
          <DialogTitle id={titleId}>{translate(`${texts}.title`, { title: courseTitle(course, locale) })}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('khru.training.refunds')}
              {change === 'postpone' ? ` ${translate('khru.training.postpone.resale')}` : ''}
            </Alert>
            {change === 'postpone' ? <BangkokDateTimeInput source="startsAt" label="khru.training.startsAt" validate={required()} fullWidth /> : null}
            <TextInput source="reason" label="khru.training.reason" validate={[required(), maxLength(500)]} multiline minRows={3} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label={`${texts}.confirm`} icon={change === 'cancel' ? <EventBusyIcon /> : <EventRepeatIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
