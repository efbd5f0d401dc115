import type { ModeratedQuestionResponse, ModeratedReplyResponse } from '@khru/contracts';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { KhruDataProvider } from '../../dataProvider';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';
import type { QaDecision, QaKind } from './qa-moderation-data';

type Item = ModeratedQuestionResponse | ModeratedReplyResponse;

/** Publishes or unpublishes the question or reply of its row, unless it is already so. */
export function ModerateQaButton({ kind, decision }: { kind: QaKind; decision: QaDecision }) {
  const record = useRecordContext<Item>();
  const dataProvider = useDataProvider<KhruDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyError = useServerErrorNotifier();
  const decide = useMutation({
    mutationFn: (item: Item) => dataProvider.moderateQa(kind, item.id, decision, item.version),
    onSuccess: () => {
      notify(`khru.qa.${decision}ed`, { type: 'success' });
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
      label={`khru.qa.${decision}`}
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
