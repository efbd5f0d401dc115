import type { MailMessageResponse } from '@khru/contracts';
import { Datagrid, List, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { LocalDateField } from '../fields/local-date-field';
import { usePhone } from '../layout/use-phone';
import { MailAttachments } from './mail-attachments';

/** The text as sent and the files it carried; on a phone, where the recipient column is left out, also whom it went to. */
function MailBody({ withRecipient }: { withRecipient: boolean }) {
  const record = useRecordContext<MailMessageResponse>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {withRecipient && (
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {translate('resources.mail.fields.to')}: {record.to}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{record.text}</Typography>
      <MailAttachments message={record} />
    </>
  );
}

/** Mail the product sent (kept by the embedded mailer), newest first; a row opens to the text. */
export function MailList() {
  const phone = usePhone();
  return (
    <List exporter={false}>
      <Datagrid rowClick="expand" expand={<MailBody withRecipient={phone} />} bulkActionButtons={false}>
        <LocalDateField source="sentAt" sortable={false} />
        {!phone && <TextField source="to" sortable={false} />}
        <TextField source="subject" sortable={false} />
      </Datagrid>
    </List>
  );
}
