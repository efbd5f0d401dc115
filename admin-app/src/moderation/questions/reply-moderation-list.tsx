import { Datagrid, List, SelectField, TextField } from 'react-admin';
import { LocalDateField } from '../../fields/local-date-field';
import { usePhone } from '../../layout/use-phone';
import { ModerationButtons, type Moderate } from '../moderate-button';
import { QaCourseField, qaFilters, QaTextField, STATUS_CHOICES } from './qa-fields';
import type { QuestionsDataProvider } from './questions.data-provider';

const ROLE_CHOICES = ['learner', 'instructor', 'team'].map((id) => ({ id, name: `khru.qa.role.${id}` }));

const moderateReply: Moderate<QuestionsDataProvider> = (data, reply, decision) => data.moderateQa('replies', reply.id, decision, reply.version);

/** Replies to moderate, newest first, pending review by default, each with the question it answers. */
export function ReplyModerationList() {
  const phone = usePhone();
  return (
    <List exporter={false} filters={qaFilters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'created', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <QaCourseField source="course" />
        {!phone && <QaTextField source="question.text" />}
        <TextField source="author.name" sortable={false} />
        <SelectField source="authorRole" choices={ROLE_CHOICES} sortable={false} />
        <QaTextField source="text" />
        {!phone && <LocalDateField source="created" sortable={false} />}
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        <ModerationButtons messages="khru.qa" moderate={moderateReply} />
      </Datagrid>
    </List>
  );
}
