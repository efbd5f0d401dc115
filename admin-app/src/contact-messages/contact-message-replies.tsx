import type { ContactMessageResponse } from '@khru/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { Labeled, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';

/** What support answered, oldest first, each with when it went out. */
export function ContactMessageReplies() {
  const message = useRecordContext<ContactMessageResponse>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const replies = message?.replies ?? [];
  return (
    <Labeled label="khru.contactMessages.replies" fullWidth>
      {replies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('khru.contactMessages.noReplies')}
        </Typography>
      ) : (
        <Stack component="ol" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
          {replies.map((reply) => (
            <Box component="li" key={reply.id} sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {translate('khru.contactMessages.repliedAt', { when: formatDateTime(reply.at, locale) })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Labeled>
  );
}
