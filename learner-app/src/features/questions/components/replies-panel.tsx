import type { QaStanding, QuestionResponse } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QA_PAGE, refreshQaAfter } from '../api/list-questions';
import { useReplies } from '../api/list-replies';
import { usePostReply } from '../api/post-reply';
import { qaError } from './qa-error';
import { QaTextForm } from './qa-text-form';
import { ReplyItem } from './reply-item';

/** Standings that may reply: learners who have started the course, its instructor and the Khru team. */
const REPLIERS: readonly QaStanding[] = ['learner', 'instructor', 'team'];

/** A question's replies, newest first, 3 at a time, and a box to reply. */
export function RepliesPanel({ question, standing }: { question: QuestionResponse; standing: QaStanding | undefined }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [take, setTake] = useState(QA_PAGE);
  const replies = useReplies(question.courseId, question.id, take);
  const post = usePostReply(question.courseId, question.id);
  const page = replies.data;
  return (
    <div className="qa-replies">
      {replies.isError ? (
        <p className="form-error" role="alert">
          {t('qa.loadFailed')}
        </p>
      ) : null}
      {page && page.data.length === 0 ? <p className="form-note">{t('qa.noReplies')}</p> : null}
      {page && page.data.length > 0 ? (
        <ol className="qa-list">
          {page.data.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </ol>
      ) : null}
      {page && page.data.length < page.totalCount ? (
        <button type="button" className="button secondary small" disabled={replies.isFetching} onClick={() => setTake((n) => n + QA_PAGE)}>
          {t('qa.moreReplies')}
        </button>
      ) : null}
      {standing && REPLIERS.includes(standing) ? (
        <QaTextForm
          label={t('qa.replyLabel')}
          submitLabel={t('qa.reply')}
          pending={post.isPending}
          error={qaError(post.error, t('error.other'))}
          onSubmit={(text, clear) =>
            post.mutate(text, {
              onSuccess: (result) => {
                clear();
                void refreshQaAfter(client, question.courseId, result.position);
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
