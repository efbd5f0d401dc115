import type { HealthResponse } from '@khru/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams } from 'react-admin';
import { getCategoryList } from './categories';
import { httpClient } from './http-client';
import { getContactMessages, getMail } from './inbox';
import { usersData } from './users';

const API = '/api';

const rest = simpleRestProvider(API, httpClient);
const users = usersData(httpClient);

/** ra-data-simple-rest for resources, the resources whose API has its own shape, and the dashboard's methods. */
export const dataProvider = {
  ...rest,
  getList: ((resource: string, params: GetListParams) => {
    switch (resource) {
      case 'categories':
        return getCategoryList(httpClient, params);
      case 'users':
        return users.getList(params);
      case 'contact-messages':
        return getContactMessages(httpClient, params);
      case 'mail':
        return getMail(httpClient, params);
      default:
        return rest.getList(resource, params);
    }
  }) as DataProvider['getList'],
  getOne: ((resource, params) => (resource === 'users' ? users.getOne(params) : rest.getOne(resource, params))) as DataProvider['getOne'],
  create: ((resource, params) => (resource === 'users' ? users.create(params) : rest.create(resource, params))) as DataProvider['create'],
  update: ((resource, params) => (resource === 'users' ? users.update(params) : rest.update(resource, params))) as DataProvider['update'],
  delete: ((resource, params) => (resource === 'users' ? users.delete(params) : rest.delete(resource, params))) as DataProvider['delete'],
  async getHealth(): Promise<HealthResponse> {
    const response = await fetch(`${API}/health`, { headers: { Accept: 'application/json' } });
    return (await response.json()) as HealthResponse;
  },
};

export type KhruDataProvider = typeof dataProvider;
