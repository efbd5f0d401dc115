import type { ReportScheduleResponse } from '@khru/contracts';
import { Button as MuiButton, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import { formatDateTime } from '../i18n/date-format';
import { ReportTable, type ReportColumn } from './report-table';
import { useDeleteSchedule, useReportSchedules } from './schedule-queries';

/** The organisation's scheduled mails with their next run; those who may schedule may stop one, after confirming. */
export function ScheduleList({ organizationId, mayChange }: { organizationId: string; mayChange: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const [locale] = useLocaleState();
  const schedules = useReportSchedules(organizationId, true);
  const remove = useDeleteSchedule(organizationId);
  const [stopping, setStopping] = useState<ReportScheduleResponse | null>(null);
  const describe = (schedule: ReportScheduleResponse) => ({
    report: translate(`khru.reports.tabs.${schedule.report}`),
    recipients: schedule.recipients.join(', '),
  });

  const columns: ReportColumn<ReportScheduleResponse>[] = [
    { id: 'report', label: 'khru.reports.schedule.report', render: (s) => translate(`khru.reports.tabs.${s.report}`) },
    { id: 'frequency', label: 'khru.reports.schedule.frequency', render: (s) => translate(`khru.reports.schedule.frequencies.${s.frequency}`) },
    { id: 'recipients', label: 'khru.reports.schedule.recipients', render: (s) => s.recipients.join(', ') },
    { id: 'locale', label: 'khru.reports.schedule.language', render: (s) => translate(`khru.reports.schedule.languages.${s.locale}`) },
    { id: 'nextRunAt', label: 'khru.reports.schedule.nextRun', render: (s) => formatDateTime(s.nextRunAt, locale) },
    {
      id: 'lastSentAt',
      label: 'khru.reports.schedule.lastSent',
      render: (s) => (s.lastSentAt ? formatDateTime(s.lastSentAt, locale) : translate('khru.reports.schedule.never')),
    },
    ...(mayChange
      ? [
          {
            id: 'actions',
            label: 'khru.reports.schedule.actions',
            render: (s: ReportScheduleResponse) => (
              <MuiButton size="small" color="error" onClick={() => setStopping(s)} aria-label={translate('khru.reports.schedule.deleteLabel', describe(s))}>
                {translate('khru.reports.schedule.delete')}
              </MuiButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card component="section" aria-labelledby="report-schedules">
      <CardContent>
        <Typography id="report-schedules" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('khru.reports.schedule.list')}
        </Typography>
        {schedules.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('khru.reports.schedule.none')}
          </Typography>
        )}
        {schedules.data && schedules.data.length > 0 && (
          <ReportTable caption={translate('khru.reports.schedule.list')} rows={schedules.data} columns={columns} rowKey={(s) => s.id} />
        )}
      </CardContent>
      {stopping && (
        <Confirm
          isOpen
          title="khru.reports.schedule.deleteTitle"
          content="khru.reports.schedule.deleteContent"
          contentTranslateOptions={describe(stopping)}
          loading={remove.isPending}
          onClose={() => setStopping(null)}
          onConfirm={() =>
            remove.mutate(stopping.id, {
              onSuccess: () => notify('khru.reports.schedule.deleted', { type: 'info' }),
              onError: notifyError,
              onSettled: () => setStopping(null),
            })
          }
        />
      )}
    </Card>
  );
}
