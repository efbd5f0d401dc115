import type { ContactMessageResponse, MailMessageResponse } from '@khru/contracts';
import type { GetListParams } from 'react-admin';
import type { HttpClient } from './http-client';

/** The contact-us inbox, newest first, paged by the server. */
export async function getContactMessages(http: HttpClient, params: GetListParams) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const { json } = await http(`/api/cmsapi/contact-messages?skip=${(page - 1) * perPage}&take=${perPage}`);
  const { data, totalCount } = json as { data: ContactMessageResponse[]; totalCount: number };
  return { data, total: totalCount };
}

/** Mail the embedded mailer kept, newest first; the list is paged here. */
export async function getMail(http: HttpClient, params: GetListParams) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const { json } = await http('/api/mailapi/messages');
  const { data, totalCount } = json as { data: MailMessageResponse[]; totalCount: number };
  return { data: data.slice((page - 1) * perPage, page * perPage), total: totalCount };
}
