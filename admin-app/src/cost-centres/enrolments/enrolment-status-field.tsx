import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/date-format';
import type { CreditEnrolmentRecord } from './enrolments.data-provider';
import { ReverseEnrolmentButton } from './reverse-enrolment-button';

/** "Reversed on …" for a cancelled enrolment; otherwise the reversal, while it may still be done. */
export function EnrolmentStatusField(_: { label?: string }) {
  const enrolment = useRecordContext<CreditEnrolmentRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!enrolment) return null;
  if (enrolment.reversedAt)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('khru.enrolments.reversedAt', { at: formatDateTime(enrolment.reversedAt, locale) })}
      </Typography>
    );
  return <ReverseEnrolmentButton />;
}
