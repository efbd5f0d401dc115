import type { ContactMessageEvent } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';
import { SEND_CONTACT_REPLY_MAIL } from './send-contact-reply-mail.js';

/**
 * Mails each reply support gives to a contact-us message. The message's stream records each mail
 * sent, so the effect (not this workflow) tells a first delivery from a redelivery: no state here.
 */
export const contactReplyMailWorkflow: Workflow<ContactMessageEvent, null> = {
  name: 'contact-reply-mail',
  handles: ['ContactMessageReplied'],
  instanceOf: (event) => event.data.messageId,
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    if (event.type !== 'ContactMessageReplied') return [];
    return [effect(SEND_CONTACT_REPLY_MAIL, { messageId: event.data.messageId, replyId: event.data.replyId })];
  },
};
