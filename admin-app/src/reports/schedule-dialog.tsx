import { REPORT_RULES, SCHEDULE_FREQUENCIES, isLocale, type ErrorResponse, type Locale, type ReportName, type ScheduleFrequency } from '@khru/contracts';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../dataProvider/server-errors';
import { reportFilters, type ReportSearch } from './report-search';
import { useCreateSchedule } from './schedule-queries';

/** The addresses typed, one per comma, semicolon, space or line. */
const addressesIn = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

interface Refusal {
  /** What the server said of the recipients, if anything. */
  recipients: string;
  /** Anything else it said. */
  other: string;
}

/** The server's refusal split between the recipients field and the rest (its messages are in the admin's language). */
function refusalOf(error: unknown): Refusal {
  const fields = ((error as { body?: Partial<ErrorResponse> } | null)?.body?.errors ?? []).filter((field) => typeof field?.message === 'string');
  const recipients = fields.filter((field) => field.field.startsWith('recipients'));
  if (fields.length > 0 && recipients.length === fields.length) return { recipients: [...new Set(recipients.map((f) => f.message))].join(' · '), other: '' };
  return { recipients: '', other: serverMessage(error) };
}

/**
 * Mails the report on screen, with its filters, as XLSX every Monday or every month (spec: a schedule run by a
 * deadline). For organisation admins and platform admins.
 */
export function ScheduleButton({ report, search }: { report: ReportName; search: ReportSearch }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [adminLocale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<ScheduleFrequency>('weekly');
  const [recipients, setRecipients] = useState('');
  const [locale, setLocale] = useState<Locale>(isLocale(adminLocale) ? adminLocale : 'en');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const create = useCreateSchedule(search.org);

  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    create.mutate(
      {
        ...(search.org ? { organizationId: search.org } : {}),
        report,
        query: reportFilters(report, search),
        frequency,
        recipients: addressesIn(recipients),
        locale,
      },
      {
        onSuccess: () => {
          notify('khru.reports.schedule.saved', { type: 'success' });
          setRecipients('');
          close();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  return (
    <>
      <Button label="khru.reports.schedule.open" variant="outlined" onClick={() => setOpen(true)}>
        <ScheduleSendIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="report-schedule-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="report-schedule-title">{translate('khru.reports.schedule.title')}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2, pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('khru.reports.schedule.intro', { report: translate(`khru.reports.tabs.${report}`) })}
              </Typography>
              {refusal?.other && <Alert severity="error">{refusal.other}</Alert>}
              <TextField
                select
                label={translate('khru.reports.schedule.frequency')}
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as ScheduleFrequency)}
              >
                {SCHEDULE_FREQUENCIES.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {translate(`khru.reports.schedule.frequencies.${choice}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                multiline
                minRows={2}
                required
                label={translate('khru.reports.schedule.recipients')}
                value={recipients}
                onChange={(event) => setRecipients(event.target.value)}
                error={Boolean(refusal?.recipients)}
                helperText={refusal?.recipients || translate('khru.reports.schedule.recipientsHelp', { max: REPORT_RULES.maxScheduleRecipients })}
              />
              <TextField
                select
                label={translate('khru.reports.schedule.language')}
                value={locale}
                onChange={(event) => setLocale(event.target.value as Locale)}
              >
                {(['en', 'th'] as const).map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {translate(`khru.reports.schedule.languages.${choice}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={create.isPending}>
              {translate('khru.reports.schedule.save')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
