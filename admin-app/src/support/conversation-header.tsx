import type { AdminConversationView } from '@khru/contracts';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { SupportStatusChip } from './support-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {translate(label)}
      </Typography>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** Who support is talking to (a visitor or a learner, and their organisation), from which page, its state and age. */
export function ConversationHeader({ conversation }: { conversation: AdminConversationView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {conversation.name}
        </Typography>
        <Chip size="small" variant="outlined" label={translate(conversation.userId ? 'khru.support.learner' : 'khru.support.visitor')} />
        <SupportStatusChip status={conversation.status} />
        {conversation.rating !== null && <Chip size="small" variant="outlined" label={translate('khru.support.rating', { rating: conversation.rating })} />}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <Fact label="khru.support.email">
          <Link href={`mailto:${conversation.email}`}>{conversation.email}</Link>
        </Fact>
        <Fact label="khru.support.organisation">{conversation.organisationName ?? '—'}</Fact>
        <Fact label="khru.support.page">
          {/* The learner app is served at the site's root: the page opens as the learner saw it. */}
          <Link href={conversation.page} target="_blank" rel="noopener noreferrer">
            {conversation.page}
          </Link>
        </Fact>
        <Fact label="khru.support.started">{formatDateTime(conversation.startedAt, locale)}</Fact>
      </Box>
    </Stack>
  );
}
