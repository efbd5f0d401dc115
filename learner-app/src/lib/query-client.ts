import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { i18n } from '../i18n/i18n';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { toastErrors?: boolean };
    mutationMeta: { toastErrors?: boolean };
  }
}

/** A failure as the learner reads it: the translated `error.<code>` (spec section 7), else the status text. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('error.other');
  if (i18n.exists(`error.${error.code}`)) return i18n.t(`error.${error.code}`);
  return i18n.t(`error.status.${error.status}`, { defaultValue: i18n.t('error.status.other') });
}

/** A 401 is handled by the redirect to login, not by a toast. */
const toastFailure = (error: unknown, meta: { toastErrors?: boolean } | undefined) => {
  if (meta?.toastErrors === false || (error instanceof ApiError && error.status === 401)) return;
  toast.error(errorMessage(error));
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta) }),
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});
