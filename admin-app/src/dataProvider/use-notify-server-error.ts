import { useCallback, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { serverMessage } from './server-errors';

/** A notifier for failed calls: the server's message, in the admin's language, as an error notification. */
export function useServerErrorNotifier(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = serverMessage(error);
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}

/** Notifies a failed read once, when it happens. */
export function useNotifyServerError(error: unknown): void {
  const notifyError = useServerErrorNotifier();
  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);
}
