import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONTACT_MESSAGES_COLLECTION, type ContactMessageDocument, type ContactMessageResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ListContactMessagesQuery } from './list-contact-messages.query.js';

/** Newest first. */
@QueryHandler(ListContactMessagesQuery)
export class ListContactMessagesHandler implements IQueryHandler<ListContactMessagesQuery, { data: ContactMessageResponse[]; totalCount: number }> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ skip, take }: ListContactMessagesQuery): Promise<{ data: ContactMessageResponse[]; totalCount: number }> {
    const messages = this.documents.collection<ContactMessageDocument>(CONTACT_MESSAGES_COLLECTION);
    const [documents, totalCount] = await Promise.all([
      messages.find({}, { sort: { submittedAt: -1, _id: 1 }, skip, limit: take }).toArray(),
      messages.countDocuments({}),
    ]);
    return {
      data: documents.map(({ _id, userId: _userId, ...rest }) => {
        const { [`_positions`]: _positions, ...fields } = rest as typeof rest & { _positions?: unknown };
        return { id: _id, ...fields };
      }),
      totalCount,
    };
  }
}
