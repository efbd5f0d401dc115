import { Query } from '@nestjs/cqrs';
import type { CreditEnrolmentDocument, Paged } from '@khru/contracts';

/** A row of `GET orgsapi/organizations/{orgId}/enrolments`: an enrolment by credits. */
export type CreditEnrolmentRow = Omit<CreditEnrolmentDocument, '_id'> & { id: string };

export class ListEnrolmentsQuery extends Query<Paged<CreditEnrolmentRow>> {
  constructor(
    readonly orgId: string,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
