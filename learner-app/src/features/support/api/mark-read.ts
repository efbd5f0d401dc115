import type { CommandAccepted } from '@khru/contracts';
import { postJson, supportApi } from './support-api';

/** The learner has seen support's messages up to `upToSeq`: the conversation was on screen in a visible tab. */
export const markRead = (conversationId: string, upToSeq: number) =>
  supportApi<CommandAccepted>(`conversations/${encodeURIComponent(conversationId)}/read`, postJson({ upToSeq }));
