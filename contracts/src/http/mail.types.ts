/** A message the embedded mailer kept, as administrators read it. */
export interface MailMessageResponse {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}
