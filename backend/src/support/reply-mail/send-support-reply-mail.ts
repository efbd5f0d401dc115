import { defineEffect } from '../../kernel/workflows/workflow.js';

/** The effect that mails support's reply to a learner who did not have the chat open. */
export const SEND_SUPPORT_REPLY_MAIL = defineEffect<SendSupportReplyMailInput>('send-support-reply-mail');

export interface SendSupportReplyMailInput {
  conversationId: string;
  messageId: string;
}
