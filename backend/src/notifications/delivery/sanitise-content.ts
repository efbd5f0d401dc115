import sanitizeHtml from 'sanitize-html';

/** The spec's rule for notification HTML: div, p and strong, no attributes; anything else goes, with a script's or style's text. */
const NOTIFICATION_HTML: sanitizeHtml.IOptions = { allowedTags: ['div', 'p', 'strong'], allowedAttributes: {}, disallowedTagsMode: 'discard' };

export const sanitiseContent = (html: string): string => sanitizeHtml(html, NOTIFICATION_HTML).trim();
