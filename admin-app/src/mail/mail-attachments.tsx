import type { MailMessageResponse } from '@khru/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import { formatFileSize } from './file-size';
import type { MailDataProvider } from './mail.data-provider';

/** The files a message carried, each by name and size; the name saves the file (fetched with the token, then saved from memory). */
export function MailAttachments({ message }: { message: MailMessageResponse }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const dataProvider = useDataProvider<MailDataProvider>();
  const notifyError = useServerErrorNotifier();
  const [saving, setSaving] = useState<number | null>(null);
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return null;
  const save = async (index: number, filename: string) => {
    setSaving(index);
    try {
      const url = URL.createObjectURL(await dataProvider.getMailAttachment(message.id, index));
      Object.assign(document.createElement('a'), { href: url, download: filename }).click();
      // Revoked a moment later: revoking at once can cancel the download before the browser has read the file.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(null);
    }
  };
  return (
    <>
      <Typography id={headingId} variant="subtitle2" sx={{ mt: 2 }}>
        {translate('khru.mail.attachments', { smart_count: attachments.length })}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {attachments.map(({ filename, size }, index) => (
          <ListItem key={index} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <AttachFileIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={
                <Link
                  component="button"
                  type="button"
                  disabled={saving === index}
                  onClick={() => void save(index, filename)}
                  aria-label={translate('khru.mail.download', { filename })}
                  sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}
                >
                  {filename}
                </Link>
              }
              secondary={formatFileSize(size, locale)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
