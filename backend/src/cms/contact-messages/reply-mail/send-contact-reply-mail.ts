import { defineEffect } from '../../../kernel/workflows/workflow.js';

/** The effect that mails support's reply to the sender of a contact-us message. */
export const SEND_CONTACT_REPLY_MAIL = defineEffect<SendContactReplyMailInput>('send-contact-reply-mail');

export interface SendContactReplyMailInput {
  messageId: string;
  replyId: string;
}
