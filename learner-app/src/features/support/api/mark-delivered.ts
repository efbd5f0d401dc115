import type { CommandAccepted } from '@khru/contracts';
import { postJson, supportApi } from './support-api';

/** This app received support's messages up to `upToSeq` (the ticks support sees). */
export const markDelivered = (conversationId: string, upToSeq: number) =>
  supportApi<CommandAccepted>(`conversations/${encodeURIComponent(conversationId)}/delivered`, postJson({ upToSeq }));
