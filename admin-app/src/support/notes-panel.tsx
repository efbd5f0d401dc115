import { SUPPORT_NOTE_MAX_LENGTH, type AdminConversationView } from '@khru/contracts';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useServerAction } from '../dataProvider/use-server-action';
import { formatDateTime } from '../i18n/date-format';
import { SidePanel } from './side-panel';
import type { SupportDataProvider } from './support.data-provider';

/** Support's notes on the conversation, kept apart from the thread and marked as never shown to the learner. */
export function NotesPanel({ conversation, onAdded }: { conversation: AdminConversationView; onAdded: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<SupportDataProvider>();
  const [body, setBody] = useState('');
  const { busy, run } = useServerAction();
  const add = async () => {
    if (!(await run(() => dataProvider.addSupportNote(conversation.id, body.trim()), 'khru.support.noteAdded'))) return;
    setBody('');
    onAdded();
  };
  return (
    <SidePanel title="khru.support.notes" testId="support-notes">
      <Alert severity="warning" icon={<LockIcon fontSize="inherit" />} sx={{ py: 0 }}>
        {translate('khru.support.notesOnly')}
      </Alert>
      {conversation.notes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('khru.support.noNotes')}
        </Typography>
      ) : (
        <Stack component="ol" sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {conversation.notes.map((note) => (
            <Box component="li" key={note.id} data-testid="support-note" sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {translate('khru.support.noteBy', { name: note.adminName, when: formatDateTime(note.at, locale) })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <TextField
        name="supportNote"
        label={translate('khru.support.note')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: SUPPORT_NOTE_MAX_LENGTH } }}
      />
      <Box>
        <Button variant="outlined" size="small" onClick={() => void add()} disabled={busy || body.trim() === ''} data-testid="support-note-add">
          {translate('khru.support.addNote')}
        </Button>
      </Box>
    </SidePanel>
  );
}
