import type { ConversationEvent } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { SEND_SUPPORT_REPLY_MAIL } from './send-support-reply-mail.js';

/**
 * Mails each support reply posted while the learner was away (`learnerOnline` false). The conversation's stream
 * records each mail sent, so the effect tells a first delivery from a redelivery: no state here.
 */
export const supportReplyMailWorkflow: Workflow<ConversationEvent, null> = {
  name: 'support-reply-mail',
  handles: ['ConversationMessagePosted'],
  instanceOf: (event) => event.data.conversationId,
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    if (event.type !== 'ConversationMessagePosted' || event.data.author !== 'support' || event.data.learnerOnline !== false) return [];
    return [effect(SEND_SUPPORT_REPLY_MAIL, { conversationId: event.data.conversationId, messageId: event.data.messageId })];
  },
};
