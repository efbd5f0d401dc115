import type { QaStanding, QuestionResponse } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteQuestion } from '../api/delete-question';
import { useEditQuestion } from '../api/edit-question';
import { refreshQaAfter } from '../api/list-questions';
import { OwnItemText } from './own-item-actions';
import { QaMeta } from './qa-meta';
import { RepliesPanel } from './replies-panel';

/** One question: who asked and when, its text, its author's edit and delete, and its replies on demand. */
export function QuestionItem({ question, standing }: { question: QuestionResponse; standing: QaStanding | undefined }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const repliesId = useId();
  const [open, setOpen] = useState(false);
  const edit = useEditQuestion(question.courseId, question.id);
  const remove = useDeleteQuestion(question.courseId, question.id);
  return (
    <li className="qa-item">
      <QaMeta author={question.author} created={question.created} status={question.status} />
      <OwnItemText
        text={question.text}
        mine={question.mine}
        edit={edit}
        remove={remove}
        onChanged={(position) => refreshQaAfter(client, question.courseId, position)}
      />
      <button type="button" className="qa-toggle" aria-expanded={open} aria-controls={repliesId} onClick={() => setOpen((o) => !o)}>
        {open ? t('qa.hideReplies') : t('qa.showReplies', { count: question.replyCount })}
      </button>
      <div id={repliesId}>{open ? <RepliesPanel question={question} standing={standing} /> : null}</div>
    </li>
  );
}
