import type { CommandAccepted, ModeratedQuestionListResponse, ModeratedReplyListResponse, ModerationStatus } from '@khru/contracts';
import type { GetListParams } from 'react-admin';
import type { DataProviderWith } from '../../dataProvider/combine-slices';
import type { HttpClient } from '../../dataProvider/http-client';
import { readingOwnWrites } from '../../dataProvider/read-own-writes';

const ADMIN = '/api/cmsapi/admin';

export type QaKind = 'questions' | 'replies';
export type QaDecision = 'publish' | 'unpublish';

/** Questions and replies to moderate, paged by the server and filtered by state; a decision reads back after itself. */
export function questionsData(client: HttpClient) {
  const http = readingOwnWrites(client);
  const list =
    (kind: QaKind) =>
    async (params: GetListParams): Promise<{ data: (ModeratedQuestionListResponse | ModeratedReplyListResponse)['data']; total: number }> => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const status = (params.filter as { status?: ModerationStatus } | undefined)?.status;
      const query = new URLSearchParams({ skip: String((page - 1) * perPage), take: String(perPage), ...(status ? { status } : {}) });
      const { json } = await http(`${ADMIN}/${kind}?${query.toString()}`);
      const { data, totalCount } = json as ModeratedQuestionListResponse | ModeratedReplyListResponse;
      return { data, total: totalCount };
    };
  return {
    resources: {
      questions: { getList: list('questions') },
      replies: { getList: list('replies') },
    },
    methods: {
      /** Publishes or unpublishes the version of the question or reply the moderator read (CONFLICT when its author has rewritten it since). */
      async moderateQa(kind: QaKind, id: string, decision: QaDecision, version: number): Promise<CommandAccepted> {
        const { json } = await http(`${ADMIN}/${kind}/${encodeURIComponent(id)}/${decision}`, { method: 'POST', body: JSON.stringify({ version }) });
        return json as CommandAccepted;
      },
    },
  };
}

export type QuestionsDataProvider = DataProviderWith<ReturnType<typeof questionsData>['methods']>;
