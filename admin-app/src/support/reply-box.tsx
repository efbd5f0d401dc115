import { SUPPORT_ATTACHMENT_TYPES, SUPPORT_MESSAGE_MAX_LENGTH, type AdminConversationView } from '@khru/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useServerAction } from '../dataProvider/use-server-action';
import type { SupportDataProvider } from './support.data-provider';

/**
 * Support's answer: text, an optional image or PDF (the server checks its type and size), sent with the button or
 * Ctrl/Cmd+Enter. When the learner is away the server also mails it, in the language they last wrote in.
 */
export function ReplyBox({ conversation, onSent }: { conversation: AdminConversationView; onSent: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SupportDataProvider>();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useServerAction();
  const picker = useRef<HTMLInputElement>(null);
  const ready = (body.trim() !== '' || file !== null) && !busy;
  const send = async () => {
    if (!ready) return;
    if (!(await run(() => dataProvider.postSupportReply(conversation.id, body.trim(), file), 'khru.support.sent'))) return;
    setBody('');
    setFile(null);
    onSent();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };
  const language = translate(`khru.languages.${conversation.locale}`, { _: conversation.locale });
  return (
    <Stack sx={{ gap: 1 }}>
      <TextField
        name="supportReply"
        label={translate('khru.support.reply')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={3}
        fullWidth
        helperText={`${translate('khru.support.replyHint')} · ${translate('khru.support.replyLanguage', { language })}`}
        slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX_LENGTH } }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <input
          ref={picker}
          type="file"
          hidden
          accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
          data-testid="support-reply-attach"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Tooltip title={translate('khru.support.attach')}>
          <IconButton aria-label={translate('khru.support.attach')} onClick={() => picker.current?.click()} disabled={busy}>
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        {file && (
          <Chip
            label={file.name}
            onDelete={() => setFile(null)}
            deleteIcon={<CloseIcon aria-label={translate('khru.support.removeAttachment', { name: file.name })} />}
            sx={{ maxWidth: '16rem' }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" endIcon={<SendIcon />} onClick={() => void send()} disabled={!ready} data-testid="support-reply-send">
          {translate('khru.support.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
