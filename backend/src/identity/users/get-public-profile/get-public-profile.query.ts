import { Query } from '@nestjs/cqrs';
import type { PublicProfileResponse } from '@khru/contracts';

export class GetPublicProfileQuery extends Query<PublicProfileResponse> {
  constructor(
    readonly userId: string,
    readonly today: Date,
  ) {
    super();
  }
}
