import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useServerErrorNotifier } from './use-notify-server-error';

/**
 * One button's call to the server: `busy` while it runs, the server's error notified in the admin's language, and
 * `success` (a message key) notified when it went through. `run` answers whether it did.
 */
export function useServerAction(): { busy: boolean; run: (action: () => Promise<unknown>, success?: string) => Promise<boolean> } {
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, success?: string) => {
      setBusy(true);
      try {
        await action();
        if (success) notify(success, { type: 'success' });
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, notifyError],
  );
  return { busy, run };
}
