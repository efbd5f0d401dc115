import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Badge } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useSupportStream } from './use-support-stream';

/** The inbox's menu icon, with how many conversations and messages wait for an answer; it follows the live stream. */
export function SupportMenuIcon() {
  const translate = useTranslate();
  const { total, refetch } = useGetList('support', { filter: { status: 'waiting-for-us' }, pagination: { page: 1, perPage: 1 } });
  useSupportStream(() => void refetch());
  const waiting = total ?? 0;
  return (
    <Badge
      badgeContent={waiting}
      color="primary"
      max={99}
      data-testid="support-waiting"
      slotProps={{ badge: { 'aria-label': translate('khru.support.waitingCount', { smart_count: waiting }) } as object }}
    >
      <SupportAgentIcon />
    </Badge>
  );
}
