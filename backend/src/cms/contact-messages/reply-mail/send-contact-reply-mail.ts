/** The effect that mails support's reply to the sender of a contact-us message. */
export const SEND_CONTACT_REPLY_MAIL = 'send-contact-reply-mail';

export interface SendContactReplyMailInput {
  messageId: string;
  replyId: string;
}
