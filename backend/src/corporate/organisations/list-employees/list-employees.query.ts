import { Query } from '@nestjs/cqrs';
import type { EmployeeResponse, Paged } from '@khru/contracts';

export interface ListEmployeesOptions {
  /** Words each found in the first name, last name or email. */
  q: string | null;
  department: string | null;
  active: boolean | null;
  skip: number;
  take: number;
}

export class ListEmployeesQuery extends Query<Paged<EmployeeResponse>> {
  constructor(
    readonly orgId: string,
    readonly options: ListEmployeesOptions,
  ) {
    super();
  }
}
