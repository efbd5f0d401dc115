/** Text made safe inside HTML: the five characters that could open markup or an attribute, as numeric entities. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text as HTML: escaped, blank lines make paragraphs, single line breaks stay. */
export const htmlParagraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
