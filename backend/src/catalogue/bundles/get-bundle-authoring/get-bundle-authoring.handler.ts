import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BUNDLES_COLLECTION, type BundleAuthoringResponse, type BundleDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toBundleAuthoring } from '../bundle-authoring.mapper.js';
import { GetBundleAuthoringQuery } from './get-bundle-authoring.query.js';

/** A bundle as its editor sees it, in any status. */
@QueryHandler(GetBundleAuthoringQuery)
export class GetBundleAuthoringHandler implements IQueryHandler<GetBundleAuthoringQuery, BundleAuthoringResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ bundleId, now }: GetBundleAuthoringQuery): Promise<BundleAuthoringResponse> {
    const doc = await this.documents.collection<BundleDocument>(BUNDLES_COLLECTION).findOne({ _id: bundleId });
    if (!doc) throw DomainError.notFound();
    return toBundleAuthoring(doc, now);
  }
}
