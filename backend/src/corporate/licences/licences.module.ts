import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';
import { ChangeSeatsHandler } from './change-seats/change-seats.handler.js';
import { CreateLicencePoolHandler } from './create-licence-pool/create-licence-pool.handler.js';
import { LicencesHttpController } from './licences.http.controller.js';
import { ListLicencesHandler } from './list-licences/list-licences.handler.js';

/** Licence pools and the seats their holders enrol with. */
@Module({ controllers: [LicencesHttpController], providers: [OrganisationScope, CreateLicencePoolHandler, ChangeSeatsHandler, ListLicencesHandler] })
export class LicencesModule {}
