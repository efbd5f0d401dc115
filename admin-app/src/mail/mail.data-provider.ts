import type { MailMessageResponse } from '@khru/contracts';
import type { GetListParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import { fetchFile } from '../dataProvider/fetch-file';
import type { HttpClient } from '../dataProvider/http-client';

/** Mail the embedded mailer kept, newest first (the list is paged here), and its attachments. */
export function mailData(http: HttpClient) {
  return {
    resources: {
      mail: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
          const { json } = await http('/api/mailapi/messages');
          const { data, totalCount } = json as { data: MailMessageResponse[]; totalCount: number };
          return { data: data.slice((page - 1) * perPage, page * perPage), total: totalCount };
        },
      },
    },
    methods: {
      /** The attachment at `index` in the message, as the file it was sent as: bytes fetched with the admin's token (a plain link would carry none). */
      async getMailAttachment(messageId: string, index: number): Promise<Blob> {
        return fetchFile(`/api/mailapi/messages/${encodeURIComponent(messageId)}/attachments/${index}`);
      },
    },
  };
}

export type MailDataProvider = DataProviderWith<ReturnType<typeof mailData>['methods']>;
