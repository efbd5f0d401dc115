import { Datagrid, EmailField, List, SelectField, TextField, useRecordContext } from 'react-admin';
import { CONTACT_TOPICS, LOCALES, type ContactMessageResponse } from '@khru/contracts';
import { Typography } from '@mui/material';
import { LocalDateField } from '../fields/local-date-field';
import { usePhone } from '../layout/use-phone';

const TOPIC_CHOICES = CONTACT_TOPICS.map((id) => ({ id, name: `khru.topics.${id}` }));
const LANGUAGE_CHOICES = LOCALES.map((id) => ({ id, name: `khru.languages.${id}` }));

/** The message itself; on a phone, where the contact columns are left out, also how to reach the sender. */
function MessageBody({ withContact }: { withContact: boolean }) {
  const record = useRecordContext<ContactMessageResponse>();
  if (!record) return null;
  return (
    <>
      {withContact && (
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {[record.email, record.phoneNumber, record.companyName].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Typography>
    </>
  );
}

/** What visitors sent through the contact-us form, newest first; a row opens to the message. */
export function ContactMessageList() {
  const phone = usePhone();
  return (
    <List exporter={false} sort={{ field: 'submittedAt', order: 'DESC' }}>
      <Datagrid rowClick="expand" expand={<MessageBody withContact={phone} />} bulkActionButtons={false}>
        <LocalDateField source="submittedAt" sortable={false} />
        <TextField source="name" sortable={false} />
        {!phone && <EmailField source="email" sortable={false} />}
        {!phone && <TextField source="phoneNumber" sortable={false} />}
        {!phone && <TextField source="companyName" sortable={false} emptyText="—" />}
        <SelectField source="topic" choices={TOPIC_CHOICES} sortable={false} />
        {!phone && <SelectField source="locale" choices={LANGUAGE_CHOICES} sortable={false} />}
      </Datagrid>
    </List>
  );
}
