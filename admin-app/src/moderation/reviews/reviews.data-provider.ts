import type { CommandAccepted, ModerationStatus, ReviewWithCourseListResponse } from '@khru/contracts';
import type { GetListParams } from 'react-admin';
import type { DataProviderWith } from '../../dataProvider/combine-slices';
import type { HttpClient } from '../../dataProvider/http-client';
import { readingOwnWrites } from '../../dataProvider/read-own-writes';

const REVIEWS = '/api/cmsapi/admin/reviews';

export type ReviewDecision = 'publish' | 'unpublish';

/** Learners' reviews to moderate, paged by the server and filtered by state; a decision reads back after itself. */
export function reviewsData(client: HttpClient) {
  const http = readingOwnWrites(client);
  return {
    resources: {
      reviews: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
          const status = (params.filter as { status?: ModerationStatus } | undefined)?.status;
          const query = new URLSearchParams({ skip: String((page - 1) * perPage), take: String(perPage), ...(status ? { status } : {}) });
          const { json } = await http(`${REVIEWS}?${query.toString()}`);
          const { data, totalCount } = json as ReviewWithCourseListResponse;
          return { data, total: totalCount };
        },
      },
    },
    methods: {
      /** Publishes or unpublishes the version of the review the moderator read (CONFLICT when the learner has rewritten it since). */
      async moderateReview(reviewId: string, decision: ReviewDecision, version: number): Promise<CommandAccepted> {
        const { json } = await http(`${REVIEWS}/${encodeURIComponent(reviewId)}/${decision}`, { method: 'POST', body: JSON.stringify({ version }) });
        return json as CommandAccepted;
      },
    },
  };
}

export type ReviewsDataProvider = DataProviderWith<ReturnType<typeof reviewsData>['methods']>;
