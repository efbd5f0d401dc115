/** A file a kept message carried: its bytes (`size`) and, when one message is read, its base64 `content`. */
export interface MailAttachmentResponse {
  filename: string;
  contentType: string;
  size: number;
  content?: string;
}

/** A message the embedded mailer kept, as administrators read it. */
export interface MailMessageResponse {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  attachments?: MailAttachmentResponse[];
}
