import type { MessageState } from '@khru/contracts';
import { useTranslation } from 'react-i18next';

/** One tick once kept, two once support's app has it, two in mint once read there; named for screen readers. */
export function DeliveryTicks({ state }: { state: MessageState }) {
  const { t } = useTranslation();
  const label = t(`support.state.${state}`);
  return (
    <span className={`support-ticks ${state}`} role="img" aria-label={label} title={label}>
      {state === 'sent' ? '✓' : '✓✓'}
    </span>
  );
}
