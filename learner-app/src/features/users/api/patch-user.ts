import type { CommandAccepted, PatchOperation } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUserAfter } from './get-user';

/** JSON Patch (RFC 6902) of the allowed profile paths. */
export const patchUser = (userId: string, operations: PatchOperation[]) =>
  api<CommandAccepted>(`userprofileapi/user/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: JSON.stringify(operations),
    headers: { 'Content-Type': 'application/json-patch+json' },
  });

/** A form that shows the server's field errors itself passes `toastErrors: false`. */
export const usePatchUser = (userId: string, { toastErrors = true }: { toastErrors?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operations: PatchOperation[]) => patchUser(userId, operations),
    onSuccess: (result) => refreshUserAfter(queryClient, userId, result.position),
    meta: { toastErrors },
  });
};
