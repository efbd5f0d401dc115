import { Global, Module } from '@nestjs/common';
import { CREDIT_ENROLMENT } from '../../kernel/enrolment/credit-enrolment.port.js';
import { OrganisationScope } from '../org-scope/organisation-scope.js';
import { COST_CENTRE_CONTROLLERS, COST_CENTRE_PROVIDERS } from './cost-centres/cost-centres.slice.js';
import { CreditPricesHttpController } from './credit-prices/credit-prices.http.controller.js';
import { ListCreditPricesHandler } from './credit-prices/list-credit-prices/list-credit-prices.handler.js';
import { SetCreditPriceHandler } from './credit-prices/set-credit-price/set-credit-price.handler.js';
import { CreditEnrolment } from './enrolment/enrol-by-credits/credit-enrolment.js';
import { EnrolByCreditsHandler } from './enrolment/enrol-by-credits/enrol-by-credits.handler.js';
import { EnrolmentsHttpController } from './enrolment/enrolments.http.controller.js';
import { GetCreditQuoteHandler } from './enrolment/get-credit-quote/get-credit-quote.handler.js';
import { ListEnrolmentsHandler } from './enrolment/list-enrolments/list-enrolments.handler.js';

/**
 * Cost centres and their credit ledgers, credit prices, and enrolment by credits. Global only to lend enrolment by
 * credits (CREDIT_ENROLMENT) to commerce's enrolment route, which may not import it.
 */
@Global()
@Module({
  controllers: [...COST_CENTRE_CONTROLLERS, CreditPricesHttpController, EnrolmentsHttpController],
  providers: [
    OrganisationScope,
    ...COST_CENTRE_PROVIDERS,
    SetCreditPriceHandler,
    ListCreditPricesHandler,
    EnrolByCreditsHandler,
    CreditEnrolment,
    { provide: CREDIT_ENROLMENT, useExisting: CreditEnrolment },
    GetCreditQuoteHandler,
    ListEnrolmentsHandler,
  ],
  exports: [CREDIT_ENROLMENT],
})
export class CreditsModule {}
