import {
  BANNER_EVENT_TYPES,
  BUNDLE_EVENT_TYPES,
  CATEGORY_EVENT_TYPES,
  CERTIFICATE_EVENT_TYPES,
  CHOICE_EVENT_TYPES,
  CONTACT_MESSAGE_EVENT_TYPES,
  CONVERSATION_EVENT_TYPES,
  COST_CENTRE_EVENT_TYPES,
  COURSE_EVENT_TYPES,
  COURSE_TEST_EVENT_TYPES,
  INSTRUCTOR_EVENT_TYPES,
  JOB_FUNCTION_EVENT_TYPES,
  LICENCE_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  ORGANISATION_EVENT_TYPES,
  USER_EVENT_TYPES,
  VOUCHER_EVENT_TYPES,
  type HistoryRecordKind,
} from '@khru/contracts';

/** The events each record's stream can hold: the History tab has a label for every one. */
export const HISTORY_EVENT_TYPES: Record<HistoryRecordKind, readonly string[]> = {
  course: COURSE_EVENT_TYPES,
  'course-test': COURSE_TEST_EVENT_TYPES,
  bundle: BUNDLE_EVENT_TYPES,
  category: CATEGORY_EVENT_TYPES,
  instructor: INSTRUCTOR_EVENT_TYPES,
  'job-function': JOB_FUNCTION_EVENT_TYPES,
  banner: BANNER_EVENT_TYPES,
  choice: CHOICE_EVENT_TYPES,
  voucher: VOUCHER_EVENT_TYPES,
  order: ORDER_EVENT_TYPES,
  'contact-message': CONTACT_MESSAGE_EVENT_TYPES,
  user: USER_EVENT_TYPES,
  organisation: ORGANISATION_EVENT_TYPES,
  'cost-centre': COST_CENTRE_EVENT_TYPES,
  licence: LICENCE_EVENT_TYPES,
  certificate: CERTIFICATE_EVENT_TYPES,
  conversation: CONVERSATION_EVENT_TYPES,
};

/** The translation key of an event type's label; unknown types fall back to the raw type where it is read. */
export const eventLabelKey = (type: string): string => `khru.history.events.${type}`;
