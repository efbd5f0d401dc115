import type { Response } from 'express';

/**
 * Opened on its own, a stored file is a sandboxed document that runs nothing (an SVG's script, a page someone managed to
 * upload) and loads nothing but itself. Its origin is none, but for a video: the browser's player loads the video
 * from our origin again, so that document keeps it (still without script, forms or plugins).
 */
export function storedFilePolicy(contentType: string): string {
  const sandbox = contentType.startsWith('video/') ? 'sandbox allow-same-origin' : 'sandbox';
  return `default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; ${sandbox}`;
}

/** Types a browser shows without running anything of theirs: pictures, video, captions. */
const SHOWN_INLINE = /^(image\/|video\/|text\/vtt\b)/;

/**
 * The headers of every stored file answered, public or signed: its type as the server recorded it, never sniffed;
 * the sandbox; and anything not shown inline (a PDF, a ZIP) is saved, never opened within our origin.
 */
export function setStoredFileHeaders(response: Response, contentType: string): void {
  response.setHeader('Content-Type', contentType);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', storedFilePolicy(contentType));
  if (!SHOWN_INLINE.test(contentType)) response.setHeader('Content-Disposition', 'attachment');
}
