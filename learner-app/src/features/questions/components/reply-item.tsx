import type { ReplyResponse } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteReply } from '../api/delete-reply';
import { useEditReply } from '../api/edit-reply';
import { refreshQaAfter } from '../api/list-questions';
import { OwnItemText } from './own-item-actions';
import { QaMeta } from './qa-meta';

export function ReplyItem({ reply }: { reply: ReplyResponse }) {
  const client = useQueryClient();
  const edit = useEditReply(reply.courseId, reply.id);
  const remove = useDeleteReply(reply.courseId, reply.id);
  return (
    <li className={`qa-item qa-reply${reply.authorRole === 'learner' ? '' : ' qa-reply-marked'}`}>
      <QaMeta author={reply.author} created={reply.created} status={reply.status} role={reply.authorRole} />
      <OwnItemText text={reply.text} mine={reply.mine} edit={edit} remove={remove} onChanged={(position) => refreshQaAfter(client, reply.courseId, position)} />
    </li>
  );
}
