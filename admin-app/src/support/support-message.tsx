import type { SupportAttachmentView, SupportMessageView } from '@khru/contracts';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { alpha, Box, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';

/** An image as a thumbnail that opens full size; anything else (a PDF) as a link. Both by the short-lived signed address. */
function Attachment({ attachment }: { attachment: SupportAttachmentView }) {
  const translate = useTranslate();
  const label = translate('khru.support.attachment', { name: attachment.name });
  if (attachment.contentType.startsWith('image/')) {
    return (
      <Link href={attachment.url} target="_blank" rel="noopener noreferrer" aria-label={label} sx={{ display: 'inline-block', mt: 1 }}>
        <Box
          component="img"
          src={attachment.url}
          alt={attachment.name}
          sx={{ display: 'block', maxWidth: 240, maxHeight: 180, borderRadius: 1, objectFit: 'cover' }}
        />
      </Link>
    );
  }
  return (
    <Link
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, overflowWrap: 'anywhere' }}
    >
      <PictureAsPdfIcon fontSize="small" />
      {label}
    </Link>
  );
}

/** Sent, delivered (two ticks) or read (two coloured ticks), as the learner's app reported it. */
function StateTicks({ state }: { state: SupportMessageView['state'] }) {
  const translate = useTranslate();
  const label = translate(`khru.support.state.${state}`);
  const Icon = state === 'sent' ? DoneIcon : DoneAllIcon;
  return (
    <Tooltip title={label}>
      <Icon titleAccess={label} sx={{ fontSize: 16, color: state === 'read' ? 'info.main' : 'text.secondary' }} />
    </Tooltip>
  );
}

/**
 * One message of the thread: the learner's on the left, support's on the right with its state and, when the learner
 * was away, when it went out by mail. The text is plain, shown as typed (line breaks kept), never as HTML.
 */
export function SupportMessage({ message, mailedAt }: { message: SupportMessageView; mailedAt: string | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ours = message.author === 'support';
  return (
    <Box
      component="li"
      data-testid="support-message"
      data-author={message.author}
      data-state={message.state}
      sx={{ display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '90%', md: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: (theme) => (ours ? alpha(theme.palette.secondary.main, 0.16) : theme.palette.action.hover),
          color: 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {message.authorName} · {formatDateTime(message.at, locale)}
        </Typography>
        {message.body && (
          <Typography data-testid="support-message-body" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
        )}
        {message.attachment && <Attachment attachment={message.attachment} />}
        {ours && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 0.5 }}>
            {mailedAt && (
              <Typography
                variant="caption"
                data-testid="support-message-mailed"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
              >
                <EmailOutlinedIcon sx={{ fontSize: 14 }} />
                {translate('khru.support.mailed', { when: formatDateTime(mailedAt, locale) })}
              </Typography>
            )}
            <StateTicks state={message.state} />
          </Stack>
        )}
      </Box>
    </Box>
  );
}
