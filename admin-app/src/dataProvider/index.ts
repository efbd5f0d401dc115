import type { HealthResponse } from '@khru/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams } from 'react-admin';
import { auditData } from './audit';
import { catalogueData, isCatalogueResource } from './catalogue';
import { catalogueAdminData } from './catalogue-admin';
import { coursesData } from './courses';
import { creditPricesData } from './credit-prices';
import { historyData } from './history';
import { httpClient } from './http-client';
import { contactMessagesData, getMail } from './inbox';
import { organisationData } from './organisation-data';
import { organisationHoldingsData, organisationsData } from './organisations';
import { ordersData } from './orders';
import { reportsData } from './reports';
import { storefrontData } from './storefront';
import { usersData } from './users';
import { vouchersData } from './vouchers';
import { withResources } from './with-resources';
import { reviewModerationData } from '../moderation/reviews/review-moderation-data';
import { qaModerationData } from '../moderation/questions/qa-moderation-data';
import { certificateData } from '../certificates/certificate-data';
import { mailAttachmentData } from '../mail/mail-attachment-data';
import { announcementData } from '../courses/announcements/announcement-data';
import { supportData } from '../support/support-data';

const API = '/api';

const rest = simpleRestProvider(API, httpClient);
const users = usersData(httpClient);
const organisations = organisationsData(httpClient);
const creditPrices = creditPricesData(httpClient);
const catalogue = catalogueData(httpClient);

/** ra-data-simple-rest for resources, the resources whose API has its own shape, and the dashboard's methods. */
const platformData = {
  ...rest,
  getList: ((resource: string, params: GetListParams) => {
    if (isCatalogueResource(resource)) return catalogue.getList(resource, params);
    switch (resource) {
      case 'users':
        return users.getList(params);
      case 'mail':
        return getMail(httpClient, params);
      case 'organisations':
        return organisations.getList(params);
      case 'credit-prices':
        return creditPrices.getList(params);
      default:
        return rest.getList(resource, params);
    }
  }) as DataProvider['getList'],
  getMany: ((resource, params) =>
    isCatalogueResource(resource) ? catalogue.getMany(resource, params) : rest.getMany(resource, params)) as DataProvider['getMany'],
  getOne: ((resource, params) => {
    switch (resource) {
      case 'users':
        return users.getOne(params);
      case 'organisations':
        return organisations.getOne(params);
      default:
        return rest.getOne(resource, params);
    }
  }) as DataProvider['getOne'],
  create: ((resource, params) => {
    switch (resource) {
      case 'users':
        return users.create(params);
      case 'organisations':
        return organisations.create(params);
      default:
        return rest.create(resource, params);
    }
  }) as DataProvider['create'],
  update: ((resource, params) => {
    switch (resource) {
      case 'users':
        return users.update(params);
      case 'credit-prices':
        return creditPrices.update(params);
      default:
        return rest.update(resource, params);
    }
  }) as DataProvider['update'],
  delete: ((resource, params) => (resource === 'users' ? users.delete(params) : rest.delete(resource, params))) as DataProvider['delete'],
  ...organisationHoldingsData(httpClient),
  ...auditData(httpClient),
  ...historyData(httpClient),
  ...reportsData(httpClient),
  async getHealth(): Promise<HealthResponse> {
    const response = await fetch(`${API}/health`, { headers: { Accept: 'application/json' } });
    return (await response.json()) as HealthResponse;
  },
};

const organisation = organisationData(httpClient);
const reviewModeration = reviewModerationData(httpClient);
const qaModeration = qaModerationData(httpClient);
const certificates = certificateData(httpClient);
const contactMessages = contactMessagesData(httpClient);
const courses = coursesData(httpClient);
const orders = ordersData(httpClient);
const catalogueAdmin = catalogueAdminData(httpClient);
const storefront = storefrontData(httpClient);
const vouchers = vouchersData(httpClient);
const mailAttachments = mailAttachmentData();
const announcements = announcementData(httpClient);
const support = supportData(httpClient);

/** The organisation admin's and HR's resources, moderation and certificates go to their own API; every other resource as above. */
export const dataProvider = {
  ...platformData,
  ...withResources(platformData, {
    ...organisation.resources,
    ...reviewModeration.resources,
    ...qaModeration.resources,
    ...certificates.resources,
    ...contactMessages.resources,
    ...courses.resources,
    ...orders.resources,
    ...catalogueAdmin.resources,
    ...storefront.resources,
    ...vouchers.resources,
    ...support.resources,
  }),
  ...organisation.methods,
  ...reviewModeration.methods,
  ...qaModeration.methods,
  ...certificates.methods,
  ...contactMessages.methods,
  ...courses.methods,
  ...orders.methods,
  ...catalogueAdmin.methods,
  ...storefront.methods,
  ...vouchers.methods,
  ...mailAttachments.methods,
  ...announcements.methods,
  ...support.methods,
};

export type KhruDataProvider = typeof dataProvider;
