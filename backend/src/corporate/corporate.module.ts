import { Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module.js';
import { CreditsModule } from './credits/credits.module.js';
import { DemoOrganisationSeeder } from './demo-organisation/demo-organisation.seeder.js';
import { LicencesModule } from './licences/licences.module.js';
import { OrganisationsModule } from './organisations/organisations.module.js';

/** Corporate learning: organisations and their people, credits, licences, enrolment by credits and the audit trail. */
@Module({ imports: [OrganisationsModule, CreditsModule, LicencesModule, AuditModule], providers: [DemoOrganisationSeeder] })
export class CorporateModule {}
