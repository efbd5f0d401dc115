import type { ChangeEmailRequestBody, CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUserAfter } from './get-user';

export const changeEmail = (userId: string, body: ChangeEmailRequestBody) =>
  api<CommandAccepted>(`authapi/auth/${userId}/change-email`, { method: 'POST', body: JSON.stringify(body) });

export const useChangeEmail = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequestBody) => changeEmail(userId, body),
    onSuccess: (result) => refreshUserAfter(queryClient, userId, result.position),
    meta: { toastErrors: false },
  });
};
