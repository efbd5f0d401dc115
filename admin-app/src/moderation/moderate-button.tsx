import type { ModerationStatus } from '@khru/contracts';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, type DataProvider } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';

export type ModerationDecision = 'publish' | 'unpublish';

/** A review, a question or a reply as its moderation list shows it. */
export type ModeratedItem = { id: string; status: ModerationStatus; version: number };

/** Sends the decision on the version of the item the moderator read. */
export type Moderate<Provider extends DataProvider> = (dataProvider: Provider, item: ModeratedItem, decision: ModerationDecision) => Promise<unknown>;

/**
 * Publishes or unpublishes the item of its row, unless it is already so. `messages` names the
 * translation group holding the button's label and its notice (`khru.reviews`, `khru.qa`).
 */
export function ModerateButton<Provider extends DataProvider>({
  decision,
  messages,
  moderate,
}: {
  decision: ModerationDecision;
  messages: string;
  moderate: Moderate<Provider>;
}) {
  const record = useRecordContext<ModeratedItem>();
  const dataProvider = useDataProvider<Provider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyError = useServerErrorNotifier();
  const decide = useMutation({
    mutationFn: (item: ModeratedItem) => moderate(dataProvider, item, decision),
    onSuccess: () => {
      notify(`${messages}.${decision}ed`, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
  });
  if (!record || record.status === `${decision}ed`) return null;
  return (
    <Button
      label={`${messages}.${decision}`}
      disabled={decide.isPending}
      onClick={(event) => {
        event.stopPropagation();
        decide.mutate(record);
      }}
    >
      {decision === 'publish' ? <PublicIcon /> : <PublicOffIcon />}
    </Button>
  );
}
