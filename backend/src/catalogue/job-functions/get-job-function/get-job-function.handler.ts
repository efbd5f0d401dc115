import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { JOB_FUNCTIONS_COLLECTION, storedText, type JobFunctionDocument, type JobFunctionResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { GetJobFunctionQuery } from './get-job-function.query.js';

/** One job function in both languages, as its editor sees it; an older document's missing names read as empty. */
@QueryHandler(GetJobFunctionQuery)
export class GetJobFunctionHandler implements IQueryHandler<GetJobFunctionQuery, JobFunctionResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ jobFunctionId }: GetJobFunctionQuery): Promise<JobFunctionResponse> {
    const doc = await this.documents.collection<JobFunctionDocument>(JOB_FUNCTIONS_COLLECTION).findOne({ _id: jobFunctionId });
    if (!doc) throw DomainError.notFound();
    return { id: doc._id, name: storedText(doc.name), subFunctions: doc.subFunctions.map(storedText), order: doc.order };
  }
}
