import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONTACT_MESSAGES_COLLECTION, type ContactMessageDocument, type ContactMessageResponse, type ContactMessageStatus } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { contactMessageResponse } from '../contact-message-response.js';
import { contactMessageSearch } from './contact-message-search.js';
import { ListContactMessagesQuery } from './list-contact-messages.query.js';

/** A message without a status predates handling: it counts as new. */
const statusFilter = (status: ContactMessageStatus | null): Filter =>
  status === null ? {} : status === 'handled' ? { status: 'handled' } : { status: { $ne: 'handled' } };

/** Newest first, optionally only new or only handled messages, and only those matching a search. */
@QueryHandler(ListContactMessagesQuery)
export class ListContactMessagesHandler implements IQueryHandler<ListContactMessagesQuery, { data: ContactMessageResponse[]; totalCount: number }> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ skip, take, status, search }: ListContactMessagesQuery): Promise<{ data: ContactMessageResponse[]; totalCount: number }> {
    const messages = this.documents.collection<ContactMessageDocument>(CONTACT_MESSAGES_COLLECTION);
    const filter = { ...statusFilter(status), ...contactMessageSearch(search) };
    const [documents, totalCount] = await Promise.all([
      messages.find(filter, { sort: { submittedAt: -1, _id: 1 }, skip, limit: take }).toArray(),
      messages.countDocuments(filter),
    ]);
    return { data: documents.map(contactMessageResponse), totalCount };
  }
}
