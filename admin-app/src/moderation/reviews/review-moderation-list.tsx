import { MODERATION_STATUSES, type ReviewWithCourseResponse } from '@khru/contracts';
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SelectField, SelectInput, TextField, useLocaleState } from 'react-admin';
import { LocalDateField } from '../../fields/local-date-field';
import { usePhone } from '../../layout/use-phone';
import { ModerationButtons, type Moderate } from '../moderate-button';
import type { ReviewsDataProvider } from './reviews.data-provider';

const STATUS_CHOICES = MODERATION_STATUSES.map((id) => ({ id, name: `khru.reviews.status.${id}` }));

const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="khru.reviews.allStates" />];

const moderateReview: Moderate<ReviewsDataProvider> = (data, review, decision) => data.moderateReview(review.id, decision, review.version);

/**
 * Learners' reviews to moderate, newest first, pending review by default: the course, the author, the
 * stars and the text, with the buttons to publish or unpublish.
 */
export function ReviewModerationList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  return (
    <List exporter={false} filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'created', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<ReviewWithCourseResponse>
          source="course"
          sortable={false}
          render={(review) => (locale === 'th' ? review.course.titleTh : review.course.titleEn) || review.course.id}
        />
        {!phone && <TextField source="author.name" sortable={false} />}
        <NumberField source="rating" sortable={false} />
        <FunctionField<ReviewWithCourseResponse>
          source="text"
          sortable={false}
          render={(review) => (
            <>
              {phone && <Typography variant="body2">{review.author.name}</Typography>}
              {/* Plain text: React escapes it. */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 200, maxWidth: 480 }}>{review.text}</Typography>
            </>
          )}
        />
        {!phone && <LocalDateField source="created" sortable={false} />}
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        <ModerationButtons messages="khru.reviews" moderate={moderateReview} />
      </Datagrid>
    </List>
  );
}
