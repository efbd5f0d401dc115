import type { AssignmentDocument, AssignmentResponse, EmployeeDocument, EmployeeResponse, OrganisationDocument, OrganisationResponse } from '@khru/contracts';

export const toOrganisationResponse = (d: OrganisationDocument): OrganisationResponse => ({
  id: d._id,
  name: d.name,
  taxId: d.taxId,
  address: d.address,
  contract: d.contract,
  employeeCount: d.employeeCount,
  activeEmployeeCount: d.activeEmployeeCount,
  createdAt: d.createdAt,
});

export const toEmployeeResponse = (d: EmployeeDocument): EmployeeResponse => ({
  id: d._id,
  orgId: d.orgId,
  email: d.email,
  firstName: d.firstName,
  lastName: d.lastName,
  role: d.role,
  department: d.department,
  position: d.position,
  jobGrade: d.jobGrade,
  team: d.team,
  businessUnit: d.businessUnit,
  location: d.location,
  costCentreId: d.costCentreId,
  active: d.active,
  addedAt: d.addedAt,
  deactivatedAt: d.deactivatedAt,
});

export const toAssignmentResponse = (d: AssignmentDocument): AssignmentResponse => ({
  id: d._id,
  orgId: d.orgId,
  item: d.item,
  userIds: d.userIds,
  department: d.department,
  dueDate: d.dueDate,
  at: d.at,
});
