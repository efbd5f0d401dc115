import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { joinVisitor } from '../api/join-visitor';
import { listConversations } from '../api/list-conversations';
import { supportKeys } from '../api/support-keys';
import { useSupportVisitorStore } from '../support-visitor-store';
import { supportIdentity } from '../use-support-identity';

/**
 * After login or sign-up (or a restored session) in a browser that kept a visitor token: the visitor's conversations
 * join the account, then the token is dropped (it no longer reads them). A token the server refuses is dropped too;
 * one that could not be sent (network, rate limit) is tried again on the next start.
 */
export function useJoinOnLogin(): void {
  const client = useQueryClient();
  const userId = useSessionStore((s) => (s.status === 'loggedIn' ? s.userId : null));
  const visitorToken = useSupportVisitorStore((s) => s.visitor?.visitorToken ?? null);
  const joining = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !visitorToken || joining.current === visitorToken) return;
    joining.current = visitorToken;
    const drop = () => {
      if (useSupportVisitorStore.getState().visitor?.visitorToken === visitorToken) useSupportVisitorStore.getState().clear();
    };
    joinVisitor(visitorToken).then(
      async ({ position }) => {
        drop();
        await listConversations(position).catch(() => null);
        await client.invalidateQueries({ queryKey: supportKeys.of(supportIdentity(userId, null)!.key) });
      },
      (error: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        if (refused) drop();
      },
    );
  }, [userId, visitorToken, client]);
}
