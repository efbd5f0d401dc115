import { Query } from '@nestjs/cqrs';
import type { EmployeeProfileResponse, Locale } from '@khru/contracts';

export class GetEmployeeProfileQuery extends Query<EmployeeProfileResponse> {
  constructor(
    readonly userId: string,
    /** Which language's picture a bundle shows, when it has one per language. */
    readonly locale: Locale,
  ) {
    super();
  }
}
