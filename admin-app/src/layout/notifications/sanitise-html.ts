import DOMPurify from 'dompurify';

/** Notification HTML reduced to div, p and strong without attributes (spec section 5), again in the browser. */
export function sanitiseNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['div', 'p', 'strong'], ALLOWED_ATTR: [] });
}
