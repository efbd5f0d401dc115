import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';

interface ConfirmButtonProps {
  /** Translation keys: `${texts}.button`, `.title`, `.content`, `.done`. */
  texts: string;
  icon: ReactElement;
  action: () => Promise<unknown>;
  translateOptions?: Record<string, unknown>;
  color?: 'primary' | 'warning' | 'error';
}

/** A command that changes what learners see, run only after the admin confirms; the page reloads after it. */
export function ConfirmButton({ texts, icon, action, translateOptions, color = 'primary' }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const refresh = useRefresh();
  const confirm = async () => {
    setPending(true);
    try {
      await action();
      notify(`${texts}.done`, { type: 'success', messageArgs: translateOptions });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label={`${texts}.button`} onClick={() => setOpen(true)} color={color}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${texts}.title`}
        content={`${texts}.content`}
        translateOptions={translateOptions}
        confirm={`${texts}.button`}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
