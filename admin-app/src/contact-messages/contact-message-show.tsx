import type { ContactMessageResponse } from '@khru/contracts';
import {
  EmailField,
  ListButton,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { HistoryTab } from '../history/history-tab';
import { mayReadHistory } from '../history/history-permissions';
import { LANGUAGE_CHOICES, TOPIC_CHOICES } from './contact-message-choices';
import { ContactMessageReplies } from './contact-message-replies';
import { ContactMessageStatusField } from './contact-message-status';
import { MarkHandledButton } from './mark-handled-button';
import { ReplyButton } from './reply-button';

function ContactMessageActions() {
  return (
    <TopToolbar>
      <ListButton />
      <ReplyButton />
      <MarkHandledButton />
    </TopToolbar>
  );
}

function ContactMessageTitle() {
  const message = useRecordContext<ContactMessageResponse>();
  const translate = useTranslate();
  return <>{message ? translate('khru.contactMessages.title', { name: message.name }) : ''}</>;
}

/** One message: who wrote, about what, in which language; what support answered; Reply and Mark handled; its history. */
export function ContactMessageShow() {
  const { permissions } = usePermissions<string[]>();
  return (
    <Show actions={<ContactMessageActions />} title={<ContactMessageTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.contactMessages.message">
          <ContactMessageStatusField source="status" />
          <LocalDateField source="submittedAt" />
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="phoneNumber" />
          <TextField source="companyName" emptyText="—" />
          <SelectField source="topic" choices={TOPIC_CHOICES} />
          <SelectField source="locale" choices={LANGUAGE_CHOICES} />
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
          <LocalDateField source="handledAt" emptyText="—" />
          <ContactMessageReplies />
        </TabbedShowLayout.Tab>
        {mayReadHistory(permissions) && (
          <TabbedShowLayout.Tab label="khru.history.tab" path="history">
            <WithRecord<ContactMessageResponse> render={(message) => <HistoryTab kind="contact-message" id={message.id} />} />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
