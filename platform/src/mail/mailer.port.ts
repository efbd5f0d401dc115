/** A file sent with a message (a report as XLSX); `content` is base64, so the message stays plain JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One outgoing message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface StoredMailMessage extends MailMessage {
  id: string;
  sentAt: string;
}

/** Sends mail (design section 9). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The embedded mailer also keeps what it sent, for administrators and the demo to read. */
export interface MailOutbox {
  list(): Promise<StoredMailMessage[]>;
  get(id: string): Promise<StoredMailMessage | null>;
}
