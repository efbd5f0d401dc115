import type { CommandAccepted, ContactMessageResponse, ContactMessageStatus } from '@khru/contracts';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';
import { ownWrites } from '../dataProvider/own-writes';

const CONTACT_MESSAGES = '/api/cmsapi/contact-messages';

export interface ContactMessageFilter {
  status?: ContactMessageStatus;
  /** Words to find in the sender's name, email, company or message. */
  q?: string;
}

/**
 * The contact-us inbox, newest first, paged, searched and filtered by status on the server; once support marks a
 * message handled or replies, the next read waits for that change (read-your-writes).
 */
export function contactMessagesData(http: HttpClient) {
  const api = ownWrites(http);
  const messagePath = (id: string) => `${CONTACT_MESSAGES}/${encodeURIComponent(id)}`;
  return {
    resources: {
      'contact-messages': {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
          const { status, q } = (params.filter ?? {}) as ContactMessageFilter;
          const query = new URLSearchParams({
            skip: String((page - 1) * perPage),
            take: String(perPage),
            ...(status ? { status } : {}),
            ...(q?.trim() ? { q: q.trim() } : {}),
          });
          const { data, totalCount } = await api.get<{ data: ContactMessageResponse[]; totalCount: number }>(`${CONTACT_MESSAGES}?${query.toString()}`);
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          return { data: await api.get<ContactMessageResponse>(messagePath(String(params.id))) };
        },
      },
    },
    methods: {
      markContactMessageHandled(id: string): Promise<CommandAccepted> {
        return api.command(`${messagePath(id)}/handled`, 'POST');
      },
      /** The server mails the reply in the language the visitor wrote in. */
      replyToContactMessage(id: string, body: string): Promise<CommandAccepted> {
        return api.command(`${messagePath(id)}/reply`, 'POST', { body });
      },
    },
  };
}

export type ContactMessagesDataProvider = DataProviderWith<ReturnType<typeof contactMessagesData>['methods']>;
