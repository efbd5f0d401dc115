import { JOB_FUNCTION_EVENT_TYPES, JOB_FUNCTIONS_COLLECTION, type JobFunctionDocument, type JobFunctionEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveJobFunction(document: JobFunctionDocument | null, recorded: RecordedEvent): JobFunctionDocument | null {
  const event = asDomainEvent<JobFunctionEvent>(recorded);
  switch (event.type) {
    case 'JobFunctionDefined':
    case 'JobFunctionUpdated': {
      const { jobFunctionId, ...rest } = event.data;
      return { _id: jobFunctionId, ...rest };
    }
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `job_functions`: the job titles learners browse by, in list order. */
export const jobFunctionsProjection: DocumentProjection<JobFunctionDocument> = {
  kind: 'document',
  name: 'job-functions',
  collection: JOB_FUNCTIONS_COLLECTION,
  handles: JOB_FUNCTION_EVENT_TYPES,
  documentId: (event) => (event.data as { jobFunctionId?: string }).jobFunctionId ?? null,
  evolve: evolveJobFunction,
  indexes: [{ keys: { order: 1 } }],
};
