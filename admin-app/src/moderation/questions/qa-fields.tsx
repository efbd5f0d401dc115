import { MODERATION_STATUSES, type QaCourseRef } from '@khru/contracts';
import { Typography } from '@mui/material';
import { FunctionField, SelectInput, useLocaleState } from 'react-admin';

export const STATUS_CHOICES = MODERATION_STATUSES.map((id) => ({ id, name: `khru.qa.status.${id}` }));

/** Pending review by default; any state on demand. */
export const qaFilters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="khru.qa.allStates" />];

/** A learner's text as plain text (React escapes it), kept whole on several lines. */
export function QaTextField({ source }: { source: 'text' | 'question.text' }) {
  return (
    <FunctionField<{ text: string; question?: { text: string } }>
      source={source}
      sortable={false}
      render={(item) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 420 }}>
          {source === 'text' ? item.text : item.question?.text}
        </Typography>
      )}
    />
  );
}

/** The course's title in the admin's language (`source` names the column for the list's header). */
export function QaCourseField({ source }: { source: 'course' }) {
  const [locale] = useLocaleState();
  return (
    <FunctionField<{ course: QaCourseRef }>
      source={source}
      sortable={false}
      render={({ course }) => (locale === 'th' ? course.titleTh : course.titleEn) || course.id}
    />
  );
}
