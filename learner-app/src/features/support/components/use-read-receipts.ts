import type { SupportConversationView } from '@khru/contracts';
import { useEffect } from 'react';
import { sendReceipt } from '../api/receipts';

/** While a conversation is on screen: support's messages are read when the tab is visible, else only delivered (and read once it shows). */
export function useReadReceipts(identity: string, view: SupportConversationView | undefined): void {
  useEffect(() => {
    if (!view) return;
    const mark = () => sendReceipt(identity, view, document.visibilityState === 'visible' ? 'read' : 'delivered');
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [identity, view]);
}
