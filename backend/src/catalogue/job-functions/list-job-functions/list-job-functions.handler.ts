import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { JOB_FUNCTIONS_COLLECTION, storedText, type JobFunctionDocument, type JobFunctionItem, type JobFunctionsResponse, type Locale } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ListJobFunctionsQuery } from './list-job-functions.query.js';

/** An older document's missing names read as empty. */
const inLocale = (doc: JobFunctionDocument, locale: Locale): JobFunctionItem => ({
  id: doc._id,
  name: storedText(doc.name)[locale],
  subFunctions: doc.subFunctions.length > 0 ? doc.subFunctions.map((s) => ({ name: storedText(s)[locale] })) : null,
});

/** Both lists in the authored order; a job function without sub-functions has `subFunctions: null` (spec section 3). */
@QueryHandler(ListJobFunctionsQuery)
export class ListJobFunctionsHandler implements IQueryHandler<ListJobFunctionsQuery, JobFunctionsResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute(): Promise<JobFunctionsResponse> {
    const docs = await this.documents
      .collection<JobFunctionDocument>(JOB_FUNCTIONS_COLLECTION)
      .find({}, { sort: { order: 1, _id: 1 } })
      .toArray();
    return { jobFunctions: docs.map((d) => inLocale(d, 'en')), jobFunctionsTh: docs.map((d) => inLocale(d, 'th')) };
  }
}
