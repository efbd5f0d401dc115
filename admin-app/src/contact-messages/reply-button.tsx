import { CONTACT_REPLY_MAX_LENGTH, type ContactMessageResponse } from '@khru/contracts';
import ReplyIcon from '@mui/icons-material/Reply';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, maxLength, required, SaveButton, TextInput, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { submissionErrors } from '../dataProvider/submission-errors';
import type { ContactMessagesDataProvider } from './contact-messages.data-provider';
import { useAfterChange } from './use-after-change';

/**
 * Support answers a message by mail. The dialog names the address and the language the mail goes out in (the one
 * the visitor wrote in), so the reply is written in that language.
 */
export function ReplyButton() {
  const message = useRecordContext<ContactMessageResponse>();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ContactMessagesDataProvider>();
  const afterChange = useAfterChange(message?.id);
  if (!message) return null;
  const submit = async ({ body }: Record<string, unknown>) => {
    try {
      await dataProvider.replyToContactMessage(message.id, String(body).trim());
    } catch (error) {
      return submissionErrors(error);
    }
    setOpen(false);
    notify('khru.contactMessages.sent', { type: 'success' });
    afterChange();
  };
  const language = translate(`khru.languages.${message.locale}`, { _: message.locale });
  return (
    <>
      <Button label="khru.contactMessages.reply" onClick={() => setOpen(true)}>
        <ReplyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form onSubmit={submit} record={{}}>
          <DialogTitle id={titleId}>{translate('khru.contactMessages.replyTitle', { name: message.name })}</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('khru.contactMessages.replyLanguage', { email: message.email, language })}
            </Alert>
            <TextInput
              source="body"
              label="khru.contactMessages.replyBody"
              validate={[required(), maxLength(CONTACT_REPLY_MAX_LENGTH, translate('khru.contactMessages.replyTooLong', { max: CONTACT_REPLY_MAX_LENGTH }))]}
              multiline
              minRows={6}
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.contactMessages.send" icon={<SendIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
