import DOMPurify from 'dompurify';

/** The only markup a notification may carry (spec section 5); the server sanitises too, this guards the browser against anything it missed. */
const ALLOWED_TAGS = ['div', 'p', 'strong'];

/** Notification HTML reduced to div, p and strong without attributes; scripts, handlers and other tags are dropped. */
export function sanitiseNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
