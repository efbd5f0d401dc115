import type { AdminConversationView, CommandAccepted, PostSupportMessageResponse, SupportInboxResponse } from '@khru/contracts';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';
import { readingOwnWrites } from '../dataProvider/read-own-writes';
import { withFieldErrors } from '../dataProvider/server-errors';
import { inboxQuery } from './inbox-query';

export const SUPPORT_ADMIN_API = '/api/supportapi/admin';

/** Someone a conversation can be assigned to. */
export interface SupportAdmin {
  id: string;
  name: string;
  email: string;
}

/**
 * Support's inbox (chats and contact-form messages, filtered and paged by the server) and its conversations; after
 * support acts on one, the next read waits for that change (read-your-writes).
 */
export function supportData(client: HttpClient) {
  const http = readingOwnWrites(client);
  const conversationPath = (id: string) => `${SUPPORT_ADMIN_API}/conversations/${encodeURIComponent(id)}`;
  const command = async (url: string, body: unknown): Promise<CommandAccepted> =>
    (await withFieldErrors(http(url, { method: 'POST', body: JSON.stringify(body) }))).json as CommandAccepted;
  return {
    resources: {
      support: {
        async getList(params: GetListParams) {
          const { json } = await http(`${SUPPORT_ADMIN_API}/inbox?${inboxQuery(params)}`);
          const { data, totalCount } = json as SupportInboxResponse;
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          const { json } = await http(conversationPath(String(params.id)));
          return { data: json as AdminConversationView };
        },
      },
    },
    methods: {
      /** A reply as multipart: the text (may be empty with a file) and an optional image or PDF, which the server checks. */
      async postSupportReply(conversationId: string, body: string, file: File | null): Promise<PostSupportMessageResponse> {
        const form = new FormData();
        form.append('body', body);
        if (file) form.append('file', file);
        const { json } = await withFieldErrors(http(`${conversationPath(conversationId)}/messages`, { method: 'POST', body: form }));
        return json as PostSupportMessageResponse;
      },
      markSupportRead: (conversationId: string, upToSeq: number) => command(`${conversationPath(conversationId)}/read`, { upToSeq }),
      /** An admin's id, or null to give the conversation back to the team. */
      assignSupportConversation: (conversationId: string, adminId: string | null) => command(`${conversationPath(conversationId)}/assign`, { adminId }),
      addSupportNote: (conversationId: string, body: string) => command(`${conversationPath(conversationId)}/notes`, { body }),
      closeSupportConversation: (conversationId: string) => command(`${conversationPath(conversationId)}/close`, {}),
      async getSupportAdmins(): Promise<SupportAdmin[]> {
        const { json } = await client(`${SUPPORT_ADMIN_API}/admins`);
        return (json as { data: SupportAdmin[] }).data;
      },
    },
  };
}

export type SupportDataProvider = DataProviderWith<ReturnType<typeof supportData>['methods']>;
