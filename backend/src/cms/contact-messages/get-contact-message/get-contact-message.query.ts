import { Query } from '@nestjs/cqrs';
import type { ContactMessageResponse } from '@khru/contracts';

export class GetContactMessageQuery extends Query<ContactMessageResponse> {
  constructor(readonly messageId: string) {
    super();
  }
}
