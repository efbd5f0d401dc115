import type { CreateUserRequestBody, UpdateUserRequestBody, UserListResponse, UserResponse } from '@khru/contracts';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import type { HttpClient } from '../dataProvider/http-client';

const USERS = '/api/userprofileapi/user';
const SORTABLE = ['created', 'email', 'firstName', 'lastName', 'role'];

/** User administration over `userprofileapi/user` (its own paths and envelope, not simple-rest's). */
export const usersData = (http: HttpClient) => ({
  resources: {
    users: {
      async getList(params: GetListParams) {
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
        const { field, order } = params.sort ?? { field: 'created', order: 'DESC' };
        const query = new URLSearchParams({
          skip: String((page - 1) * perPage),
          take: String(perPage),
          sort: SORTABLE.includes(field) ? field : 'created',
          order: order === 'ASC' ? 'asc' : 'desc',
          ...(params.filter?.q ? { search: String(params.filter.q) } : {}),
          ...(params.filter?.role ? { role: String(params.filter.role) } : {}),
        });
        const { json } = await http(`${USERS}?${query}`);
        const { data, totalCount } = json as UserListResponse;
        return { data, total: totalCount };
      },
      async getOne(params: GetOneParams) {
        const { json } = await http(`${USERS}/${encodeURIComponent(String(params.id))}`);
        return { data: json as UserResponse };
      },
      async create(params: CreateParams<CreateUserRequestBody>) {
        const { json } = await http(USERS, { method: 'POST', body: JSON.stringify(params.data) });
        const { id, position } = json as { id: string; position: string | null };
        const { json: user } = await http(`${USERS}/${id}?after=${encodeURIComponent(position ?? '')}`);
        return { data: user as UserResponse };
      },
      async update(params: UpdateParams) {
        const { firstName, lastName, role } = params.data as UpdateUserRequestBody;
        const { json } = await http(`${USERS}/${encodeURIComponent(String(params.id))}`, {
          method: 'PUT',
          body: JSON.stringify({ firstName, lastName, role }),
        });
        const { position } = json as { position: string | null };
        const { json: user } = await http(`${USERS}/${encodeURIComponent(String(params.id))}?after=${encodeURIComponent(position ?? '')}`);
        return { data: user as UserResponse };
      },
      async delete(params: DeleteParams) {
        await http(`${USERS}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
        return { data: params.previousData as UserResponse };
      },
    },
  },
});
