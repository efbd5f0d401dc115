import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';

/** Cost centres and their credit ledgers, credit prices, and enrolment by credits. */
@Module({ controllers: [], providers: [OrganisationScope] })
export class CreditsModule {}
