import { useEffect, useRef } from 'react';

/**
 * Focus for a dialog: on open it moves to the element given the returned ref (the choice to offer first), and
 * on close it goes back to whatever opened the dialog.
 */
export function useDialogFocus<T extends HTMLElement>() {
  const first = useRef<T>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    first.current?.focus();
    return () => opener?.focus();
  }, []);
  return first;
}
