import type { AuthResponse, SignupRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

export const signup = (body: SignupRequestBody) => api<AuthResponse>('authapi/auth/signup', { method: 'POST', body: JSON.stringify(body) });

/** The new learner is logged in as soon as the server answers (the original product's 2-second wait is gone on purpose). */
export const useSignup = () =>
  useMutation({
    mutationFn: signup,
    onSuccess: (auth) => useSessionStore.getState().loggedIn(auth),
    meta: { toastErrors: false },
  });
