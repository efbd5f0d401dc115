import { CONTACT_MESSAGE_SEARCH_MAX_LENGTH } from '@khru/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, EmailField, List, SearchInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { usePhone } from '../layout/use-phone';
import { LANGUAGE_CHOICES, TOPIC_CHOICES } from './contact-message-choices';
import { ContactMessageStatusField, STATUS_CHOICES } from './contact-message-status';

/** What visitors sent through the contact-us form, newest first, searchable, new or handled; a row opens the message. */
export function ContactMessageList() {
  const translate = useTranslate();
  const phone = usePhone();
  // The placeholder names where the search looks (SearchInput shows no label), so the input is wide enough to read it.
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('khru.contactMessages.search')}
      slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_SEARCH_MAX_LENGTH } }}
      sx={{ width: { xs: '100%', sm: '24rem' } }}
    />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  ];
  // Beside the menu, a tablet has room for who wrote and about what; the company and language show on the message.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  return (
    <List exporter={false} filters={filters} sort={{ field: 'submittedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ContactMessageStatusField source="status" />
        <LocalDateField source="submittedAt" sortable={false} />
        <TextField source="name" sortable={false} />
        {!phone && <EmailField source="email" sortable={false} />}
        {!narrow && <TextField source="companyName" sortable={false} emptyText="—" />}
        <SelectField source="topic" choices={TOPIC_CHOICES} sortable={false} />
        {!narrow && <SelectField source="locale" choices={LANGUAGE_CHOICES} sortable={false} />}
      </Datagrid>
    </List>
  );
}
