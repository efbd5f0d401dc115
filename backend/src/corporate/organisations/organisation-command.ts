import type { EmployeeDetails, EmployeeRecord, ImportRow, ItemRef, OrganisationContract, PeopleProposal } from '@khru/contracts';

export type OrganisationCommand =
  | {
      type: 'CreateOrganisation';
      orgId: string;
      name: { en: string; th: string };
      taxId: string;
      address: string;
      contract: OrganisationContract;
      admins: EmployeeRecord[];
      by: string;
      at: string;
    }
  /** `mayManageStaff`: the caller is an organisation admin or a platform admin, who alone add or change admins and HR. */
  | { type: 'AddEmployee'; employee: EmployeeRecord; mayManageStaff: boolean; by: string; at: string }
  | { type: 'ImportEmployees'; rows: ImportRow[]; mayManageStaff: boolean; by: string; at: string }
  /** A request that brings new people (ADR 34): recorded once a workflow has claimed their addresses. */
  | { type: 'ProposePeople'; orgId: string; requestId: string; proposal: PeopleProposal; by: string; at: string }
  | { type: 'ConfirmProposal'; requestId: string }
  | { type: 'RefuseProposal'; requestId: string; taken: string[] }
  /** The demo seed's people, whose accounts the seed opens itself (so nobody is invited). */
  | { type: 'SeedEmployees'; employees: EmployeeRecord[]; by: string; at: string }
  | { type: 'UpdateEmployee'; userId: string; changes: Partial<EmployeeDetails>; deactivate: boolean; mayManageStaff: boolean; by: string; at: string }
  | {
      type: 'AssignCourse';
      assignmentId: string;
      item: ItemRef;
      /** The courses the item holds now (the course itself, or the bundle's courses). */
      courseIds: string[];
      /** Exactly one of `userIds` (non-empty) and `department` names who is assigned. */
      userIds: string[] | null;
      department: string | null;
      dueDate: string | null;
      by: string;
      at: string;
    };
