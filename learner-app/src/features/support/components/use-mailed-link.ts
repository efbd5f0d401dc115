import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSupportPanelStore } from '../support-panel-store';
import { useSupportVisitorStore } from '../support-visitor-store';

/**
 * A mailed reply links to `/?support=<conversationId>` (with `&visitor=<token>` for a visitor): the token is kept,
 * the parameters leave the address (a token should not linger in history or be shared by copying it), and the panel
 * opens on that conversation.
 */
export function useMailedLink(): void {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('support');
  const visitorToken = params.get('visitor');
  useEffect(() => {
    if (!conversationId) return;
    if (visitorToken) useSupportVisitorStore.getState().adoptToken(visitorToken);
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
  }, [conversationId, visitorToken, setParams]);
}
