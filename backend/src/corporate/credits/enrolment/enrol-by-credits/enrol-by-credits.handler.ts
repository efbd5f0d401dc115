import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { costCentreStream, type CreditEnrolmentResult } from '@khru/contracts';
import { formatPosition, newEventId, type DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import { EnrolByCreditsCommand } from './enrol-by-credits.command.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { OrganisationScope } from '../../../org-scope/organisation-scope.js';
import { activeEnrolment, costCentreDecider } from '../../cost-centres/cost-centre.decider.js';
import { coursesOnSale } from '../courses-on-sale.js';
import { creditPriceOf } from '../credit-price-of.js';
import { holdsLicenceFor } from '../licence-covering.js';

const noCostCentre = () => DomainError.badRequest([{ field: 'itemId', code: 'BAD_REQUEST', rule: 'noCostCentre' }]);

/**
 * Spec section 4: a corporate member enrols in a course or bundle on sale, holding a valid licence
 * that covers it, and the item's price in credits is deducted from their cost centre. The deduction
 * is the enrolment, one event on the cost centre's stream, whose decider refuses too few credits
 * and deducts once per person and item; the access follows from it (workflow `credit-enrolment`).
 */
@CommandHandler(EnrolByCreditsCommand)
export class EnrolByCreditsHandler implements ICommandHandler<EnrolByCreditsCommand, CreditEnrolmentResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly scope: OrganisationScope,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ userId, item, metadata }: EnrolByCreditsCommand): Promise<CreditEnrolmentResult> {
    const courseIds = await coursesOnSale(this.documents, item);
    const employee = await this.scope.organisationOf(userId);
    if (!employee) throw new DomainError('FORBIDDEN');
    if (!(await holdsLicenceFor(this.documents, userId, employee.orgId, item, metadata.now))) throw new DomainError('INSUFFICIENT_LICENSE');
    const credits = await creditPriceOf(this.documents, item);
    if (!employee.costCentreId) throw noCostCentre();
    // The same Idempotency-Key is the same enrolment: a retried request finds its deduction and appends nothing.
    const enrolmentId = newEventId(metadata.idempotencyKey && `enrolment:${metadata.idempotencyKey}`, 0);
    const command = { type: 'DeductForEnrolment' as const, enrolmentId, userId, ...item, courseIds, amount: credits, at: metadata.now.toISOString() };
    const { result, state } = await this.executor
      .executeWithState(costCentreDecider, costCentreStream(employee.costCentreId), command, metadata)
      .catch((error: unknown) => {
        throw error instanceof DomainError && error.code === 'NOT_FOUND' ? noCostCentre() : error;
      });
    // Deducted now, or earlier for this person and item (a double click): the answer names that enrolment.
    const enrolment = state.enrolments.get(enrolmentId) ?? activeEnrolment(state, userId, item.itemId, item.isBundle)!;
    // An Idempotency-Key sent again with another item: that key already names another enrolment.
    if (enrolment.itemId !== item.itemId || enrolment.isBundle !== item.isBundle) throw DomainError.conflict();
    return {
      enrolmentId: enrolment.enrolmentId,
      itemId: item.itemId,
      isBundle: item.isBundle,
      courseIds,
      credits: enrolment.amount,
      balance: state.opened?.unlimited ? null : state.balance,
      position: result.position ? formatPosition(result.position) : null,
    };
  }
}
