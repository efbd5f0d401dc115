import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * On phones the panel covers the screen, so it behaves as a modal sheet: Tab stays inside it, and its height follows
 * the visible viewport, which shrinks when the on-screen keyboard opens (iOS does not resize the layout viewport), so
 * the message box stays above the keyboard. Answers whether it is a sheet now and the Tab handler to put on the panel.
 */
export function usePhoneSheet(panel: RefObject<HTMLElement | null>): { sheet: boolean; keepTabInside: (event: KeyboardEvent) => void } {
  const sheet = useNarrowScreen();
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = panel.current;
    if (!sheet || !viewport || !element) return;
    const follow = () => element.style.setProperty('--support-sheet-height', `${viewport.height}px`);
    follow();
    viewport.addEventListener('resize', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      element.style.removeProperty('--support-sheet-height');
    };
  }, [sheet, panel]);
  const keepTabInside = (event: KeyboardEvent) => {
    if (!sheet || event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return { sheet, keepTabInside };
}
