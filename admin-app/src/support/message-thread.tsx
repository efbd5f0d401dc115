import type { AdminConversationView } from '@khru/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { SupportMessage } from './support-message';

/** The conversation's messages, oldest first, scrolled to the latest as new ones arrive. */
export function MessageThread({ conversation }: { conversation: AdminConversationView }) {
  const translate = useTranslate();
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  if (count === 0) return <Typography sx={{ color: 'text.secondary' }}>{translate('khru.support.noMessages')}</Typography>;
  return (
    <Box sx={{ maxHeight: { md: '60vh' }, overflowY: 'auto', pr: 1 }}>
      <Stack component="ol" aria-label={translate('khru.support.messages')} sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
        {conversation.messages.map((message) => (
          <SupportMessage key={message.id} message={message} mailedAt={conversation.mailed[message.id]} />
        ))}
      </Stack>
      <div ref={end} />
    </Box>
  );
}
