import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONTACT_MESSAGES_COLLECTION, type ContactMessageDocument, type ContactMessageResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { contactMessageResponse } from '../contact-message-response.js';
import { GetContactMessageQuery } from './get-contact-message.query.js';

/** One message with its status and the replies support gave. */
@QueryHandler(GetContactMessageQuery)
export class GetContactMessageHandler implements IQueryHandler<GetContactMessageQuery, ContactMessageResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ messageId }: GetContactMessageQuery): Promise<ContactMessageResponse> {
    const document = await this.documents.collection<ContactMessageDocument>(CONTACT_MESSAGES_COLLECTION).findOne({ _id: messageId });
    if (!document) throw DomainError.notFound();
    return contactMessageResponse(document);
  }
}
