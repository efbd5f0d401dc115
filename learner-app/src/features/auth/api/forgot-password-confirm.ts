import type { CommandAccepted, ForgotPasswordConfirmRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPasswordConfirm = (body: ForgotPasswordConfirmRequestBody) =>
  api<CommandAccepted>('authapi/auth/forgot-password-confirm', { method: 'POST', body: JSON.stringify(body) });

export const useForgotPasswordConfirm = () => useMutation({ mutationFn: forgotPasswordConfirm, meta: { toastErrors: false } });
