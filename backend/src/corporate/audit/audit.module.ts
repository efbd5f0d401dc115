import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';

/** Read-only answers computed from the events up to an instant: purchases, enrolments, entitlements and licences as of then. */
@Module({ controllers: [], providers: [OrganisationScope] })
export class AuditModule {}
