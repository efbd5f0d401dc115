import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';

/** Organisations, their people (one by one and by CSV import) and course assignments. */
@Module({ controllers: [], providers: [OrganisationScope] })
export class OrganisationsModule {}
