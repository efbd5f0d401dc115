import { Query } from '@nestjs/cqrs';
import type { ContactMessageResponse } from '@khru/contracts';

export class ListContactMessagesQuery extends Query<{ data: ContactMessageResponse[]; totalCount: number }> {
  constructor(
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
