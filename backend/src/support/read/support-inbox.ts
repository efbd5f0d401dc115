import { Inject, Injectable } from '@nestjs/common';
import { SUPPORT_INBOX_COLLECTION, type SupportInboxDocument, type SupportInboxItem, type SupportInboxResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { inboxFilter, type InboxQuery } from './inbox-filter.js';

const inboxItem = (line: SupportInboxDocument): SupportInboxItem => {
  const { id, kind, status, name, email, userId, organisationId, assignedTo, preview, lastMessageAt, unread, locale } = line;
  return { id, kind, status, name, email, userId, organisationId, assignedTo, preview, lastMessageAt, unread, locale };
};

/** Support's inbox: chat conversations and contact-form messages side by side, newest activity first. */
@Injectable()
export class SupportInbox {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async list(query: InboxQuery, me: string, page: { skip: number; take: number }): Promise<SupportInboxResponse> {
    const lines = this.documents.collection<SupportInboxDocument>(SUPPORT_INBOX_COLLECTION);
    const filter = inboxFilter(query, me);
    const [found, totalCount] = await Promise.all([
      lines.find(filter, { sort: { lastMessageAt: -1, _id: 1 }, skip: page.skip, limit: page.take }).toArray(),
      lines.countDocuments(filter),
    ]);
    return { data: found.map(inboxItem), totalCount };
  }
}
