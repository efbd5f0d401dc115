import type { Block } from './notification-content.js';
import { sanitiseContent } from './sanitise-content.js';
import { escapeHtml } from '../../kernel/mail/mail-html.js';

/** The HTML a notification records: our words escaped into paragraphs, an author's HTML as it is, all sanitised once more. */
export function renderHtml(blocks: readonly Block[]): string {
  const html = blocks
    .map((block) =>
      Array.isArray(block)
        ? `<p>${block.map((s) => (typeof s === 'string' ? escapeHtml(s) : `<strong>${escapeHtml(s.strong)}</strong>`)).join('')}</p>`
        : `<div>${block.html}</div>`,
    )
    .join('');
  return sanitiseContent(html);
}

/** The same words as plain text, a paragraph a line (mail); an author's HTML is never mailed and is left out. */
export function renderText(blocks: readonly Block[]): string {
  return blocks.flatMap((block) => (Array.isArray(block) ? [block.map((s) => (typeof s === 'string' ? s : s.strong)).join('')] : [])).join('\n');
}
