import { Datagrid, DateField, List, TextField, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';

function MailBody() {
  const record = useRecordContext<{ text: string }>();
  return <Typography sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>{record?.text}</Typography>;
}

/** Mail the product sent (kept by the embedded mailer), newest first; a row opens to the text. */
export function MailList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="expand" expand={<MailBody />} bulkActionButtons={false}>
        <DateField source="sentAt" showTime sortable={false} />
        <TextField source="to" sortable={false} />
        <TextField source="subject" sortable={false} />
      </Datagrid>
    </List>
  );
}
