import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';
import { COST_CENTRE_CONTROLLERS, COST_CENTRE_PROVIDERS } from './cost-centres/cost-centres.slice.js';
import { CreditPricesHttpController } from './credit-prices/credit-prices.http.controller.js';
import { ListCreditPricesHandler } from './credit-prices/list-credit-prices/list-credit-prices.handler.js';
import { SetCreditPriceHandler } from './credit-prices/set-credit-price/set-credit-price.handler.js';
import { EnrolByCreditsHandler } from './enrolment/enrol-by-credits/enrol-by-credits.handler.js';
import { EnrolmentsHttpController } from './enrolment/enrolments.http.controller.js';
import { EnrollSingleItemHttpController } from './enrolment/enroll-single-item.http.controller.js';
import { GetCreditQuoteHandler } from './enrolment/get-credit-quote/get-credit-quote.handler.js';
import { ListEnrolmentsHandler } from './enrolment/list-enrolments/list-enrolments.handler.js';

/** Cost centres and their credit ledgers, credit prices, and enrolment by credits. */
@Module({
  controllers: [...COST_CENTRE_CONTROLLERS, CreditPricesHttpController, EnrollSingleItemHttpController, EnrolmentsHttpController],
  providers: [
    OrganisationScope,
    ...COST_CENTRE_PROVIDERS,
    SetCreditPriceHandler,
    ListCreditPricesHandler,
    EnrolByCreditsHandler,
    GetCreditQuoteHandler,
    ListEnrolmentsHandler,
  ],
})
export class CreditsModule {}
