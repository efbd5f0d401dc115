import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { sharedKeys } from '../../../lib/query-keys';

export const logout = () => api<CommandAccepted>('authapi/auth/logout', { method: 'POST' });

/** Ends the session on the server when it can, and always here. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: () => {
      useSessionStore.getState().loggedOut();
      queryClient.removeQueries({ queryKey: sharedKeys.users });
    },
    meta: { toastErrors: false },
  });
};
