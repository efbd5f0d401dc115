import { TIMINGS_MS } from '@khru/contracts';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * What stands in while something loads, said only once loading has taken longer than the spec's minimum fetch display
 * delay (section 9): a quick answer replaces an empty line instead of flashing "Loading…" for a moment.
 */
export function PendingNote({ className, children }: { className: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), TIMINGS_MS.minimumFetchDisplay);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className={className} role="status" aria-busy="true">
      {shown ? children : null}
    </p>
  );
}
