import { useCallback } from 'react';
import { formErrorsOf } from '../dataProvider/server-errors';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';

/**
 * A dialog form's submit: runs the action; a refusal naming fields goes back to the form (which shows each
 * message under its field and the whole of it as a notification), any other refusal is notified.
 */
export function useDialogSubmit<V>(action: (values: V) => Promise<void>) {
  const notifyError = useServerErrorNotifier();
  return useCallback(
    async (values: Record<string, unknown>) => {
      try {
        await action(values as V);
        return undefined;
      } catch (error) {
        const errors = formErrorsOf(error);
        if (!errors) notifyError(error);
        return errors;
      }
    },
    [action, notifyError],
  );
}
