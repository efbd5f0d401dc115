import type { AdminConversationView } from '@khru/contracts';
import { Box, Divider, Stack } from '@mui/material';
import { useCallback } from 'react';
import { ListButton, Show, TabbedShowLayout, TopToolbar, usePermissions, useRecordContext, useTranslate, WithRecord } from 'react-admin';
import { HistoryTab } from '../history/history-tab';
import { mayReadHistory } from '../history/history-permissions';
import { AssignControl } from './assign-control';
import { CloseButton } from './close-button';
import { ConversationHeader } from './conversation-header';
import { MessageThread } from './message-thread';
import { NotesPanel } from './notes-panel';
import { QuickLinks } from './quick-links';
import { ReplyBox } from './reply-box';
import { useAfterSupportChange } from './use-after-support-change';
import { useMarkRead } from './use-mark-read';
import { useSupportStream } from './use-support-stream';

function ConversationActions() {
  return (
    <TopToolbar>
      <ListButton />
      <CloseButton />
    </TopToolbar>
  );
}

function ConversationTitle() {
  const conversation = useRecordContext<AdminConversationView>();
  const translate = useTranslate();
  return <>{conversation ? translate('khru.support.title', { name: conversation.name }) : ''}</>;
}

/**
 * The thread and the reply box beside the side column (assignment, the learner's records, internal notes); one
 * column on a tablet. The page follows the live stream and reads the learner's messages as it shows them.
 */
function ConversationPanel() {
  const record = useRecordContext<AdminConversationView>();
  // react-admin first shows the inbox line it already holds, which has no thread: the conversation is still loading.
  const conversation = record && Array.isArray(record.messages) ? record : undefined;
  const afterChange = useAfterSupportChange(conversation?.id);
  const id = conversation?.id;
  useSupportStream(useCallback((changed) => (!changed || changed.id === id ? afterChange() : undefined), [afterChange, id]));
  useMarkRead(conversation);
  if (!conversation) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }, alignItems: 'start' }}>
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <ConversationHeader conversation={conversation} />
        <Divider />
        <MessageThread conversation={conversation} />
        <ReplyBox conversation={conversation} onSent={afterChange} />
      </Stack>
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <AssignControl conversation={conversation} onAssigned={afterChange} />
        <QuickLinks conversation={conversation} />
        <NotesPanel conversation={conversation} onAdded={afterChange} />
      </Stack>
    </Box>
  );
}

/** One conversation as support sees it, and its History for platform admins. */
export function ConversationShow() {
  const { permissions } = usePermissions<string[]>();
  return (
    <Show actions={<ConversationActions />} title={<ConversationTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.support.conversation">
          <ConversationPanel />
        </TabbedShowLayout.Tab>
        {mayReadHistory(permissions) && (
          <TabbedShowLayout.Tab label="khru.history.tab" path="history">
            <WithRecord<AdminConversationView> render={(conversation) => <HistoryTab kind="conversation" id={conversation.id} />} />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
