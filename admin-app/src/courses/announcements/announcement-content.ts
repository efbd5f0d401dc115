import { NOTIFICATION_RULES, type InstructorAnnouncementRequestBody } from '@khru/contracts';

/** What the dialog asks for: a headline and a message in each language, as plain text. */
export interface AnnouncementInput {
  titleEn: string;
  titleTh: string;
  messageEn: string;
  messageTh: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notification HTML the server keeps (div, p and strong): the headline in bold, then each line of the message as a paragraph. */
export function announcementHtml(title: string, message: string): string {
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [`<p><strong>${escape(title.trim())}</strong></p>`, ...lines.map((line) => `<p>${escape(line)}</p>`)].join('');
}

/** The request body of `POST cmsapi/courses/{id}/announcements`. */
export const announcementBody = (input: AnnouncementInput): InstructorAnnouncementRequestBody => ({
  contentEn: announcementHtml(input.titleEn, input.messageEn),
  contentTh: announcementHtml(input.titleTh, input.messageTh),
});

/** Whether a language's headline and message fit the server's limit once written as HTML. */
export const fitsAnnouncement = (title: string, message: string): boolean =>
  announcementHtml(title, message).length <= NOTIFICATION_RULES.announcementMaxLength;
