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

/** A decision offered on a row, and the word it goes by (its label is `<word>`, its notice `<word>ed`). */
export interface ModerationAction {
  decision: ModerationDecision;
  word: 'publish' | 'unpublish' | 'reject';
}

/**
 * The decisions an item in this state can take: nothing was ever shown of a pending item, so keeping it hidden
 * rejects it rather than "unpublishing" it; a published item can only be unpublished and an unpublished one published.
 */
export function moderationActions(status: ModerationStatus): ModerationAction[] {
  switch (status) {
    case 'pending':
      return [
        { decision: 'publish', word: 'publish' },
        { decision: 'unpublish', word: 'reject' },
      ];
    case 'published':
      return [{ decision: 'unpublish', word: 'unpublish' }];
    case 'unpublished':
      return [{ decision: 'publish', word: 'publish' }];
    default: {
      const _exhaustive: never = status;
      return _exhaustive;
    }
  }
}

interface ModerationProps<Provider extends DataProvider> {
  /** The translation group holding the buttons' labels and notices (`khru.reviews`, `khru.qa`). */
  messages: string;
  moderate: Moderate<Provider>;
}

function ModerateButton<Provider extends DataProvider>({
  item,
  action,
  messages,
  moderate,
}: ModerationProps<Provider> & { item: ModeratedItem; action: ModerationAction }) {
  const dataProvider = useDataProvider<Provider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyError = useServerErrorNotifier();
  const decide = useMutation({
    mutationFn: () => moderate(dataProvider, item, action.decision),
    onSuccess: () => {
      notify(`${messages}.${action.word}ed`, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
  });
  return (
    <Button
      label={`${messages}.${action.word}`}
      disabled={decide.isPending}
      onClick={(event) => {
        event.stopPropagation();
        decide.mutate();
      }}
    >
      {action.decision === 'publish' ? <PublicIcon /> : <PublicOffIcon />}
    </Button>
  );
}

/** The buttons for the decisions the item of its row can take in its state (see `moderationActions`). */
export function ModerationButtons<Provider extends DataProvider>(props: ModerationProps<Provider>) {
  const item = useRecordContext<ModeratedItem>();
  if (!item) return null;
  return (
    <>
      {moderationActions(item.status).map((action) => (
        <ModerateButton key={action.word} item={item} action={action} {...props} />
      ))}
    </>
  );
}
