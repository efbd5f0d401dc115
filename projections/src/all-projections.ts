import type { Projection } from './projection.js';
import { bundlesProjection } from './bundles/bundles.projection.js';
import { cartsProjection } from './carts/carts.projection.js';
import { ordersProjection } from './orders/orders.projection.js';
import { membershipsProjection } from './memberships/memberships.projection.js';
import { deadlinesProjection } from './deadlines/deadlines.projection.js';
import { reminderDeadlinesProjection } from './deadlines/reminder-deadlines.projection.js';
import { categoriesProjection } from './categories/categories.projection.js';
import { coursesProjection } from './courses/courses.projection.js';
import { contactMessagesProjection } from './contact-messages/contact-messages.projection.js';
import { instructorsProjection } from './instructors/instructors.projection.js';
import { jobFunctionsProjection } from './job-functions/job-functions.projection.js';
import { bannersProjection } from './storefront/banners.projection.js';
import { choicesProjection } from './storefront/choices.projection.js';
import { usersProjection } from './users/users.projection.js';
import { organisationsProjection } from './organisations/organisations.projection.js';
import { employeesProjection } from './employees/employees.projection.js';
import { assignmentsProjection } from './assignments/assignments.projection.js';
import { costCentresProjection } from './cost-centres/cost-centres.projection.js';
import { creditPricesProjection } from './credit-prices/credit-prices.projection.js';
import { creditEnrolmentsProjection } from './credit-enrolments/credit-enrolments.projection.js';
import { licencesProjection } from './licences/licences.projection.js';
import { progressProjection } from './progress/progress.projection.js';
import { notesProjection } from './notes/notes.projection.js';
import { questionsProjection } from './questions/questions.projection.js';
import { repliesProjection } from './questions/replies.projection.js';
import { reviewsProjection } from './reviews/reviews.projection.js';
import { courseRatingsProjection } from './reviews/course-ratings.projection.js';
import { certificatesProjection } from './certificates/certificates.projection.js';
import { courseTestsProjection } from './final-tests/course-tests.projection.js';
import { testRecordsProjection } from './final-tests/test-records.projection.js';
import { testAttemptsProjection } from './final-tests/test-attempts.projection.js';
import { userNotificationsProjection } from './notifications/user-notifications.projection.js';
import { reportPeopleProjection } from './reports/report-people.projection.js';
import { reportEnrolmentsProjection } from './reports/report-enrolments.projection.js';
import { reportActivityProjection } from './reports/report-activity.projection.js';
import { reportSchedulesProjection } from './reports/report-schedules.projection.js';
import { vouchersProjection } from './vouchers/vouchers.projection.js';
import { supportConversationsProjection } from './support/support-conversations.projection.js';
import { supportInboxProjection } from './support/support-inbox.projection.js';

/** Every read model the product keeps; a new read model is a new folder plus one line here. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  categoriesProjection,
  jobFunctionsProjection,
  instructorsProjection,
  coursesProjection,
  bundlesProjection,
  usersProjection,
  contactMessagesProjection,
  bannersProjection,
  choicesProjection,
  cartsProjection,
  ordersProjection,
  membershipsProjection,
  deadlinesProjection,
  reminderDeadlinesProjection,
  organisationsProjection,
  employeesProjection,
  assignmentsProjection,
  costCentresProjection,
  creditPricesProjection,
  creditEnrolmentsProjection,
  licencesProjection,
  notesProjection,
  questionsProjection,
  repliesProjection,
  progressProjection,
  reviewsProjection,
  courseRatingsProjection,
  certificatesProjection,
  courseTestsProjection,
  testRecordsProjection,
  testAttemptsProjection,
  userNotificationsProjection,
  reportPeopleProjection,
  reportEnrolmentsProjection,
  reportActivityProjection,
  reportSchedulesProjection,
  vouchersProjection,
  supportConversationsProjection,
  supportInboxProjection,
];
