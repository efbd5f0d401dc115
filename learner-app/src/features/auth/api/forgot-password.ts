import type { CommandAccepted, ForgotPasswordRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequestBody) =>
  api<CommandAccepted>('authapi/auth/forgot-password', { method: 'POST', body: JSON.stringify(body) });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
