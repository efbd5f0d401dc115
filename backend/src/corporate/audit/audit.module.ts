import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';
import { AuditHttpController } from './audit.http.controller.js';
import { GetLicenceAsOfHandler } from './licence-as-of/get-licence-as-of.handler.js';
import { GetPurchasesAsOfHandler } from './purchases-as-of/get-purchases-as-of.handler.js';

/** Read-only answers computed from the events up to an instant: purchases, enrolments, entitlements and licences as of then. */
@Module({ controllers: [AuditHttpController], providers: [OrganisationScope, GetLicenceAsOfHandler, GetPurchasesAsOfHandler] })
export class AuditModule {}
