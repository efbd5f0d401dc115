import { TIMINGS_MS, type AuthResponse, type SignupRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

export const signup = (body: SignupRequestBody) => api<AuthResponse>('authapi/auth/signup', { method: 'POST', body: JSON.stringify(body) });

/** Sign-up is followed by a 2-second wait before the login completes (spec section 4). */
export const useSignup = () =>
  useMutation({
    mutationFn: async (body: SignupRequestBody) => {
      const auth = await signup(body);
      await new Promise((resolve) => setTimeout(resolve, TIMINGS_MS.signupLoginDelay));
      return auth;
    },
    onSuccess: (auth) => useSessionStore.getState().loggedIn(auth),
    meta: { toastErrors: false },
  });
