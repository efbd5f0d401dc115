import { assignmentsData } from './assignments';
import { costCentresData } from './cost-centres';
import { employeesData } from './employees';
import { enrolmentsData } from './enrolments';
import type { HttpClient } from './http-client';
import { licencesData } from './licences';
import { myOrganisation } from './my-organisation';
import { readingOwnWrites } from './read-own-writes';
import type { ResourceData } from './with-resources';

/** What an organisation admin or HR manages, all scoped to the organisation of their own employee record. */
export function organisationData(client: HttpClient) {
  const http = readingOwnWrites(client);
  const organisation = myOrganisation(http);
  const employees = employeesData(http, organisation);
  const costCentres = costCentresData(http, organisation);
  const licences = licencesData(http, organisation);
  const resources: Record<string, ResourceData> = {
    employees,
    'cost-centres': costCentres,
    licences,
    assignments: assignmentsData(http, organisation),
    enrolments: enrolmentsData(http, organisation),
  };
  return {
    resources,
    methods: {
      getMyOrganisation: organisation.profile,
      importEmployees: employees.importEmployees,
      getLedger: costCentres.getLedger,
      transferCredits: costCentres.transferCredits,
      reverseEnrolment: costCentres.reverseEnrolment,
      assignSeats: licences.assignSeats,
      revokeSeats: licences.revokeSeats,
    },
  };
}
