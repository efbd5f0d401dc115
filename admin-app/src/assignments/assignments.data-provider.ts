import type { AssignmentResponse, CommandAccepted } from '@khru/contracts';
import type { CreateAssignmentRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams } from 'react-admin';
import { pageLocally } from '../dataProvider/page-locally';
import { withFieldErrors } from '../dataProvider/server-errors';
import type { OrganisationScope } from '../employees/my-organisation';

/** What the assignment form holds: the item as a course or a bundle, and people or a department. */
export interface AssignmentFormData {
  kind: 'course' | 'bundle';
  courseId?: string | null;
  bundleId?: string | null;
  target: 'people' | 'department';
  userIds?: string[] | null;
  department?: string | null;
  dueDate?: string | null;
}

/** The request for the form: only the item of the chosen kind, only the chosen target, a due date at the end of its day. */
export function assignmentRequest(form: AssignmentFormData): CreateAssignmentRequest {
  const isBundle = form.kind === 'bundle';
  return {
    itemId: (isBundle ? form.bundleId : form.courseId) ?? '',
    isBundle,
    ...(form.target === 'people' ? { userIds: form.userIds ?? [] } : { department: form.department?.trim() ?? '' }),
    ...(form.dueDate ? { dueDate: new Date(`${form.dueDate}T23:59:59+07:00`).toISOString() } : {}),
  };
}

/** Courses the organisation asked its people to take (`orgsapi/organizations/{orgId}/assignments`), newest first. */
export const assignmentsData = ({ http, organisation }: OrganisationScope) => {
  const url = async () => `/api/orgsapi/organizations/${encodeURIComponent(await organisation.orgId())}/assignments`;
  const all = async () => {
    const { json } = await http(await url());
    return json as AssignmentResponse[];
  };
  return {
    resources: {
      assignments: {
        async getList(params: GetListParams) {
          return pageLocally(await all(), { ...params, sort: params.sort ?? { field: 'at', order: 'DESC' } });
        },
        async create(params: CreateParams<AssignmentFormData>) {
          const body = assignmentRequest(params.data as AssignmentFormData);
          const { json } = await withFieldErrors(http(await url(), { method: 'POST', body: JSON.stringify(body) }));
          const { id } = json as CommandAccepted & { id: string };
          const created = (await all()).find((assignment) => assignment.id === id);
          if (!created) throw new Error('ra.notification.item_doesnt_exist');
          return { data: created };
        },
      },
    },
  };
};
