import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { useSupportPanelStore } from '../support-panel-store';
import { useSupportVisitorStore } from '../support-visitor-store';

/**
 * A mailed reply links to `/?support=<conversationId>` (with `&visitor=<token>` for a visitor): the token is kept,
 * the parameters leave the address (a token should not linger in history or be shared by copying it), and the panel
 * opens on that conversation. A logged-in learner's browser never adopts a mailed visitor token: a forwarded mail
 * would otherwise join someone else's conversation to their account at the next login.
 */
export function useMailedLink(): void {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('support');
  const visitorToken = params.get('visitor');
  // Start-up decides first whether a learner is logged in.
  const session = useSessionStore((s) => (s.ready || s.status !== 'starting' ? s.status : null));
  useEffect(() => {
    if (!conversationId || !session) return;
    if (visitorToken && session !== 'loggedIn') useSupportVisitorStore.getState().adoptToken(visitorToken);
    useSupportPanelStore.getState().show({ name: 'conversation', id: conversationId });
    useSupportPanelStore.getState().setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('support');
        next.delete('visitor');
        return next;
      },
      { replace: true },
    );
  }, [conversationId, visitorToken, session, setParams]);
}
