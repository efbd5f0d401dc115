import { assignmentsMessages } from './assignments/assignments.messages';
import { auditMessages } from './audit/audit.messages';
import { catalogueAdminMessages } from './catalogue-admin/catalogue-admin.messages';
import { catalogueMessages } from './catalogue/catalogue.messages';
import { certificatesMessages } from './certificates/certificates.messages';
import { contactMessagesMessages } from './contact-messages/contact-messages.messages';
import { costCentresMessages } from './cost-centres/cost-centres.messages';
import { enrolmentsMessages } from './cost-centres/enrolments/enrolments.messages';
import { coursesMessages } from './courses/courses.messages';
import { trainingMessages } from './courses/training/training.messages';
import { creditPricesMessages } from './credit-prices/credit-prices.messages';
import { dashboardMessages } from './dashboard/dashboard.messages';
import { employeesMessages } from './employees/employees.messages';
import { historyMessages } from './history/history.messages';
import { adminMessages } from './i18n/i18n-provider';
import { sharedMessages } from './i18n/shared.messages';
import { mergeSlices, type SliceMessages } from './i18n/slice-messages';
import { layoutMessages } from './layout/layout.messages';
import { licencesMessages } from './licences/licences.messages';
import { mailMessages } from './mail/mail.messages';
import { questionsMessages } from './moderation/questions/questions.messages';
import { reviewsMessages } from './moderation/reviews/reviews.messages';
import { ordersMessages } from './orders/orders.messages';
import { organisationsMessages } from './organisations/organisations.messages';
import { reportsMessages } from './reports/reports.messages';
import { storefrontMessages } from './storefront/storefront.messages';
import { supportMessages } from './support/support.messages';
import { usersMessages } from './users/users.messages';
import { vouchersMessages } from './vouchers/vouchers.messages';

/** Each slice's own texts, by slice: every key lives in exactly one of them. */
export const messageSlices: Record<string, SliceMessages> = {
  shared: sharedMessages,
  layout: layoutMessages,
  catalogue: catalogueMessages,
  'catalogue-admin': catalogueAdminMessages,
  storefront: storefrontMessages,
  vouchers: vouchersMessages,
  courses: coursesMessages,
  training: trainingMessages,
  users: usersMessages,
  support: supportMessages,
  'contact-messages': contactMessagesMessages,
  mail: mailMessages,
  reviews: reviewsMessages,
  questions: questionsMessages,
  certificates: certificatesMessages,
  orders: ordersMessages,
  employees: employeesMessages,
  'cost-centres': costCentresMessages,
  enrolments: enrolmentsMessages,
  licences: licencesMessages,
  assignments: assignmentsMessages,
  organisations: organisationsMessages,
  'credit-prices': creditPricesMessages,
  reports: reportsMessages,
  audit: auditMessages,
  history: historyMessages,
  dashboard: dashboardMessages,
};

/** Every text of the admin app's own, in both languages. */
export const khruMessages = mergeSlices(Object.values(messageSlices));

/** What the app shows: react-admin's texts and the app's. */
export const appMessages = adminMessages(khruMessages);
