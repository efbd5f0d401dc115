import type { AuthResponse, LoginRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

export const login = (body: LoginRequestBody) => api<AuthResponse>('authapi/auth/login', { method: 'POST', body: JSON.stringify(body) });

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: (auth) => useSessionStore.getState().loggedIn(auth), meta: { toastErrors: false } });
