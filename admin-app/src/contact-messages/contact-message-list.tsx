import { Datagrid, DateField, EmailField, List, SelectField, TextField, useRecordContext } from 'react-admin';
import { CONTACT_TOPICS } from '@khru/contracts';
import { Typography } from '@mui/material';

const TOPIC_CHOICES = CONTACT_TOPICS.map((id) => ({ id, name: `khru.topics.${id}` }));

function MessageBody() {
  const record = useRecordContext<{ message: string }>();
  return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record?.message}</Typography>;
}

/** What visitors sent through the contact-us form, newest first; a row opens to the message. */
export function ContactMessageList() {
  return (
    <List exporter={false} sort={{ field: 'submittedAt', order: 'DESC' }}>
      <Datagrid rowClick="expand" expand={<MessageBody />} bulkActionButtons={false}>
        <DateField source="submittedAt" showTime sortable={false} />
        <TextField source="name" sortable={false} />
        <EmailField source="email" sortable={false} />
        <TextField source="phoneNumber" sortable={false} />
        <TextField source="companyName" sortable={false} emptyText="—" />
        <SelectField source="topic" choices={TOPIC_CHOICES} sortable={false} />
        <TextField source="locale" sortable={false} />
      </Datagrid>
    </List>
  );
}
