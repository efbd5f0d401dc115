import type { SupportConversationView } from '@khru/contracts';
import { markDelivered } from './mark-delivered';
import { markRead } from './mark-read';

export type Receipt = 'delivered' | 'read';

/** The highest seq of support's messages when any of them is not yet marked `receipt` by this side; null when none is. */
export function seqToMark(view: SupportConversationView, receipt: Receipt): number | null {
  const theirs = view.messages.filter((m) => m.author === 'support');
  const pending = theirs.some((m) => (receipt === 'read' ? m.state !== 'read' : m.state === 'sent'));
  return pending ? Math.max(...theirs.map((m) => m.seq)) : null;
}

/** What this tab already posted, so a burst of stream events posts each mark once. */
const posted = new Map<string, number>();

/** Posts the receipt when support's messages need it; a failure is retried by the next event or view, so it is not shown. */
export function sendReceipt(identity: string, view: SupportConversationView, receipt: Receipt): void {
  const seq = seqToMark(view, receipt);
  const key = `${identity}:${view.id}:${receipt}`;
  if (seq === null || (posted.get(key) ?? 0) >= seq) return;
  posted.set(key, seq);
  (receipt === 'read' ? markRead : markDelivered)(view.id, seq).catch(() => posted.delete(key));
}
