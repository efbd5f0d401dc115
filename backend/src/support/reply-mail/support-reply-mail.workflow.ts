import type { ConversationEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { SEND_SUPPORT_REPLY_MAIL, type SendSupportReplyMailInput } from './send-support-reply-mail.js';

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
    const input: SendSupportReplyMailInput = { conversationId: event.data.conversationId, messageId: event.data.messageId };
    return [{ effect: SEND_SUPPORT_REPLY_MAIL, input }];
  },
};
