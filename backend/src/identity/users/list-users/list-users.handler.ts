import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USERS_COLLECTION, type UserDocument, type UserListResponse } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toUserListItem } from '../user-response.mapper.js';
import { ListUsersQuery } from './list-users.query.js';
import { escapeRegex } from '../../../kernel/read-models/text-search.js';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, UserListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ options }: ListUsersQuery): Promise<UserListResponse> {
    const users = this.documents.collection<UserDocument>(USERS_COLLECTION);
    const filter: Filter = {
      ...(options.search ? { searchText: { $regex: escapeRegex(options.search.toLowerCase()) } } : {}),
      ...(options.role ? { role: options.role } : {}),
    };
    const [documents, totalCount] = await Promise.all([
      users.find(filter, { sort: { [options.sort]: options.order, _id: 1 }, skip: options.skip, limit: options.take }).toArray(),
      users.countDocuments(filter),
    ]);
    return { data: documents.map(toUserListItem), totalCount };
  }
}
