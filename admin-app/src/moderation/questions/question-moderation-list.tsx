import { Datagrid, List, NumberField, SelectField, TextField } from 'react-admin';
import { LocalDateField } from '../../fields/local-date-field';
import { usePhone } from '../../layout/use-phone';
import { ModerationButtons, type Moderate } from '../moderate-button';
import { QaCourseField, qaFilters, QaTextField, STATUS_CHOICES } from './qa-fields';
import type { QuestionsDataProvider } from './questions.data-provider';

const moderateQuestion: Moderate<QuestionsDataProvider> = (data, question, decision) => data.moderateQa('questions', question.id, decision, question.version);

/** Learners' questions to moderate, newest first, pending review by default, with the buttons to publish or unpublish. */
export function QuestionModerationList() {
  const phone = usePhone();
  return (
    <List exporter={false} filters={qaFilters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'created', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <QaCourseField source="course" />
        <TextField source="author.name" sortable={false} />
        <QaTextField source="text" />
        {!phone && <NumberField source="replyCount" sortable={false} />}
        {!phone && <LocalDateField source="created" sortable={false} />}
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        <ModerationButtons messages="khru.qa" moderate={moderateQuestion} />
      </Datagrid>
    </List>
  );
}
