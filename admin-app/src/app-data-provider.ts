import { assignmentsData } from './assignments/assignments.data-provider';
import { auditData } from './audit/audit.data-provider';
import { catalogueAdminData } from './catalogue-admin/catalogue-admin.data-provider';
import { catalogueData } from './catalogue/catalogue.data-provider';
import { certificatesData } from './certificates/certificates.data-provider';
import { contactMessagesData } from './contact-messages/contact-messages.data-provider';
import { costCentresData } from './cost-centres/cost-centres.data-provider';
import { enrolmentsData } from './cost-centres/enrolments/enrolments.data-provider';
import { coursesData } from './courses/courses.data-provider';
import { creditPricesData } from './credit-prices/credit-prices.data-provider';
import { dashboardData } from './dashboard/dashboard.data-provider';
import { combineSlices } from './dataProvider/combine-slices';
import { httpClient } from './dataProvider/http-client';
import { simpleRest } from './dataProvider/simple-rest';
import { employeesData } from './employees/employees.data-provider';
import { organisationScope } from './employees/my-organisation';
import { historyData } from './history/history.data-provider';
import { licencesData } from './licences/licences.data-provider';
import { mailData } from './mail/mail.data-provider';
import { questionsData } from './moderation/questions/questions.data-provider';
import { reviewsData } from './moderation/reviews/reviews.data-provider';
import { ordersData } from './orders/orders.data-provider';
import { organisationsData } from './organisations/organisations.data-provider';
import { reportsData } from './reports/reports.data-provider';
import { storefrontData } from './storefront/storefront.data-provider';
import { supportData } from './support/support.data-provider';
import { usersData } from './users/users.data-provider';
import { vouchersData } from './vouchers/vouchers.data-provider';

// The organisation admin's and HR's screens share one scope: their own organisation, read once, and one read-your-writes client.
const organisation = organisationScope(httpClient);

/** Every slice's data over simple-rest, loaded with the first call (see `lazyDataProvider`). */
export const dataProvider = combineSlices(simpleRest(httpClient), [
  catalogueData(httpClient),
  catalogueAdminData(httpClient),
  storefrontData(httpClient),
  vouchersData(httpClient),
  coursesData(httpClient),
  usersData(httpClient),
  supportData(httpClient),
  contactMessagesData(httpClient),
  mailData(httpClient),
  reviewsData(httpClient),
  questionsData(httpClient),
  certificatesData(httpClient),
  ordersData(httpClient),
  employeesData(organisation),
  costCentresData(organisation),
  enrolmentsData(organisation),
  licencesData(organisation),
  assignmentsData(organisation),
  organisationsData(httpClient),
  creditPricesData(httpClient),
  reportsData(httpClient),
  auditData(httpClient),
  historyData(httpClient),
  dashboardData(organisation),
]);
