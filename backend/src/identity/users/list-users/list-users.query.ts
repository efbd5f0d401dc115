import { Query } from '@nestjs/cqrs';
import type { UserListResponse } from '@khru/contracts';

export interface ListUsersOptions {
  skip: number;
  take: number;
  search: string | null;
  role: string | null;
  sort: 'created' | 'email' | 'firstName' | 'lastName' | 'role';
  order: 1 | -1;
}

export class ListUsersQuery extends Query<UserListResponse> {
  constructor(readonly options: ListUsersOptions) {
    super();
  }
}
