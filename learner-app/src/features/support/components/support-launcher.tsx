import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
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
 * Keeps the launcher off the layout's footer, whose call to action and links sit where it floats: once the footer
 * scrolls into view the launcher rises with it, as if parked on the page just above it (CSS `--support-launcher-rise`).
 */
function useClearOfFooter(button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const launcher = button.current;
    const layout = launcher?.parentElement;
    // The footer beside the launcher in the layout, not a card's footer deeper in the page.
    const footer = layout?.querySelector(':scope > footer');
    if (!launcher || !layout || !footer) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      launcher.style.setProperty('--support-launcher-rise', `${Math.max(0, window.innerHeight - footer.getBoundingClientRect().top)}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    // A page's content loading or another route moves the footer without any scrolling. Without a way to watch sizes
    // (jsdom, where the app's tests run), scrolling and resizing still place it.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resized?.observe(layout);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [button]);
}

/**
 * The chat launcher at the bottom right of every page of the default layout, with the count of support's unread
 * messages, and its panel. Closing the panel gives focus back to what had it when it opened, or to the launcher.
 * It keeps clear of the footer, and steps aside for a part of the page that needs the corner (support.css).
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
  useClearOfFooter(button);
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
