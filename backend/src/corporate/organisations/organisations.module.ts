import { Module } from '@nestjs/common';
import { OrganisationScope } from '../org-scope/organisation-scope.js';
import { AddEmployeeHandler } from './add-employee/add-employee.handler.js';
import { AssignCourseHandler } from './assign-course/assign-course.handler.js';
import { AssignmentsHttpController } from './assignments.http.controller.js';
import { CreateOrganisationHandler } from './create-organisation/create-organisation.handler.js';
import { EmployeesHttpController } from './employees.http.controller.js';
import { GetEmployeeProfileHandler } from './get-employee-profile/get-employee-profile.handler.js';
import { GetOrganisationHandler } from './get-organisation/get-organisation.handler.js';
import { ImportEmployeesHandler } from './import-employees/import-employees.handler.js';
import { ListAssignmentsHandler } from './list-assignments/list-assignments.handler.js';
import { ListEmployeesHandler } from './list-employees/list-employees.handler.js';
import { ListOrganisationsHandler } from './list-organisations/list-organisations.handler.js';
import { OrganisationAccess } from './organisation-access.js';
import { OrganisationCostCentres } from './organisation-cost-centres.js';
import { OrganisationWorkflows } from './organisation-workflows.js';
import { PeopleProposals } from './people-proposals.service.js';
import { OrganisationsHttpController } from './organisations.http.controller.js';
import { UpdateEmployeeHandler } from './update-employee/update-employee.handler.js';

/** Organisations, their people (one by one and by CSV import) and course assignments. */
@Module({
  controllers: [OrganisationsHttpController, EmployeesHttpController, AssignmentsHttpController],
  providers: [
    OrganisationScope,
    OrganisationAccess,
    OrganisationCostCentres,
    PeopleProposals,
    OrganisationWorkflows,
    CreateOrganisationHandler,
    AddEmployeeHandler,
    ImportEmployeesHandler,
    UpdateEmployeeHandler,
    AssignCourseHandler,
    ListOrganisationsHandler,
    GetOrganisationHandler,
    ListEmployeesHandler,
    ListAssignmentsHandler,
    GetEmployeeProfileHandler,
  ],
})
export class OrganisationsModule {}
