import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversations } from '../api/list-conversations';
import { useSupportPanelStore } from '../support-panel-store';
import { useSupportIdentity } from '../use-support-identity';
import { ChatIcon } from '../../../components/icons';
import { SupportPanel } from './support-panel';
import { useMailedLink } from './use-mailed-link';
import '../support.css';

/** Past this the badge says "9+": it must fit the round button. */
const BADGE_MAX = 9;

/**
 * The chat launcher at the bottom right of every page of the default layout, with the count of support's unread
 * messages, and its panel. Closing the panel gives focus back to what had it when it opened, or to the launcher.
 */
export function SupportLauncher() {
  const { t } = useTranslation();
  const identity = useSupportIdentity();
  const unread = (useConversations(identity).data?.data ?? []).reduce((sum, c) => sum + c.unread, 0);
  const open = useSupportPanelStore((s) => s.open);
  const setOpen = useSupportPanelStore((s) => s.setOpen);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const panelId = useId();
  useMailedLink();
  // A layout effect runs before the panel's own effect moves focus into it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  // After the panel has gone (on phones the launcher shows again only then), focus goes back.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const back = opener.current && opener.current !== document.body && opener.current.isConnected ? opener.current : button.current;
      back?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  const dismiss = () => setOpen(false);
  return (
    <>
      <div className="support-launcher-space" aria-hidden="true" />
      <button
        type="button"
        ref={button}
        className={`support-launcher${open ? ' open' : ''}`}
        data-testid="support-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? t('support.launcherUnread', { n: unread }) : t('support.launcherLabel')}
        onClick={() => (open ? dismiss() : setOpen(true))}
      >
        <ChatIcon />
        {unread > 0 ? (
          <span className="support-badge" data-testid="support-unread">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      {open ? <SupportPanel id={panelId} onClose={dismiss} /> : null}
    </>
  );
}
