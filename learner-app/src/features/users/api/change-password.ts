import type { ChangePasswordRequestBody, CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (userId: string, body: ChangePasswordRequestBody) =>
  api<CommandAccepted>(`authapi/auth/${userId}/reset-password`, { method: 'POST', body: JSON.stringify(body) });

export const useChangePassword = (userId: string) =>
  useMutation({ mutationFn: (body: ChangePasswordRequestBody) => changePassword(userId, body), meta: { toastErrors: false } });
