import type { ReviewWithCourseResponse } from '@khru/contracts';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { KhruDataProvider } from '../../dataProvider';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';
import type { ReviewDecision } from './review-moderation-data';

/** Publishes or unpublishes the review of its row, unless it is already so. */
export function ModerateReviewButton({ decision }: { decision: ReviewDecision }) {
  const record = useRecordContext<ReviewWithCourseResponse>();
  const dataProvider = useDataProvider<KhruDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyError = useServerErrorNotifier();
  const decide = useMutation({
    mutationFn: (review: ReviewWithCourseResponse) => dataProvider.moderateReview(review.id, decision, review.version),
    onSuccess: () => {
      notify(`khru.reviews.${decision}ed`, { type: 'success' });
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
      label={`khru.reviews.${decision}`}
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
