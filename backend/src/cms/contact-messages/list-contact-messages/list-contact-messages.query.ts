import { Query } from '@nestjs/cqrs';
import type { ContactMessageResponse, ContactMessageStatus } from '@khru/contracts';

export class ListContactMessagesQuery extends Query<{ data: ContactMessageResponse[]; totalCount: number }> {
  constructor(
    readonly skip: number,
    readonly take: number,
    readonly status: ContactMessageStatus | null = null,
    /** Words to find in the sender's name, email, company or message. */
    readonly search: string | null = null,
  ) {
    super();
  }
}
