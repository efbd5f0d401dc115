import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';

/** Licence pools and the seats their holders enrol with. */
@Module({ controllers: [], providers: [OrganisationScope] })
export class LicencesModule {}
