import type { JobFunctionResponse, JobFunctionsResponse } from '@khru/contracts';
import type { JobFunctionRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { DataProviderWith } from '../../dataProvider/combine-slices';
import type { OwnWrites } from '../../dataProvider/own-writes';
import { matchesSearch, pageLocally } from '../../dataProvider/page-locally';
import { at } from '../shared/record-path';

const JOB_FUNCTIONS = '/api/coursesapi/job-functions';

/** A job function with its sub-functions in both languages; `order` is its place in the learner app's lists. */
export type JobFunctionRecord = JobFunctionResponse;

const jobFunctionRequest = (r: Partial<JobFunctionRecord>): JobFunctionRequest => ({
  id: r.id!,
  name: r.name!,
  subFunctions: r.subFunctions ?? [],
  order: Number(r.order ?? 0),
});

/** Job functions in their authored order: few, so searched and paged here; authored whole and reordered. */
export function jobFunctionsData(api: OwnWrites) {
  const jobFunction = (id: unknown) => api.get<JobFunctionRecord>(at(JOB_FUNCTIONS, id));
  /** Every job function with its authored order (the list answers names per language; each one's order comes from its own read). */
  const jobFunctions = async () => {
    const { jobFunctions: english } = await api.get<JobFunctionsResponse>(JOB_FUNCTIONS);
    return Promise.all(english.map((j) => jobFunction(j.id)));
  };
  return {
    resources: {
      'job-functions': {
        async getList(params: GetListParams) {
          const { q } = (params.filter ?? {}) as { q?: string };
          const all = await jobFunctions();
          const found = all.filter((j) => matchesSearch(q, [j.id, j.name.en, j.name.th, ...j.subFunctions.flatMap((s) => [s.en, s.th])]));
          return pageLocally(found, { ...params, sort: params.sort ?? { field: 'order', order: 'ASC' } });
        },
        async getOne(params: GetOneParams) {
          return { data: await jobFunction(params.id) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map(jobFunction)) };
        },
        async create(params: CreateParams<JobFunctionRecord>) {
          const data = params.data as Partial<JobFunctionRecord>;
          // A new job function goes last unless the form says otherwise.
          const order = data.order ?? (await jobFunctions()).reduce((last, j) => Math.max(last, j.order + 1), 0);
          const body = jobFunctionRequest({ ...data, order });
          await api.command(JOB_FUNCTIONS, 'POST', body);
          return { data: await jobFunction(body.id) };
        },
        async update(params: UpdateParams<JobFunctionRecord>) {
          await api.command(at(JOB_FUNCTIONS, params.id), 'PUT', jobFunctionRequest({ ...(params.data as Partial<JobFunctionRecord>), id: String(params.id) }));
          return { data: await jobFunction(params.id) };
        },
      },
    },
    methods: {
      /** Saves each job function whose place changed (the records carry their new `order`), one after another. */
      async reorderJobFunctions(changed: JobFunctionRecord[]): Promise<void> {
        for (const j of changed) await api.command(at(JOB_FUNCTIONS, j.id), 'PUT', jobFunctionRequest(j));
      },
    },
  };
}

export type JobFunctionsDataProvider = DataProviderWith<ReturnType<typeof jobFunctionsData>['methods']>;
