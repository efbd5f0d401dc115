import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { contentType } from 'mime-types';
import { CONTENT_CODINGS, type ContentCoding } from '../compression/accept-encoding.js';

/** One form of a file as it is sent, with a strong ETag of its own bytes (each coding is its own representation). */
export interface FileForm {
  body: Buffer;
  etag: string;
}

export interface BuiltFile {
  contentType: string;
  cacheControl: string;
  identity: FileForm;
  compressed: Partial<Record<ContentCoding, FileForm>>;
  /** The compressed forms present, in the server's order of preference. */
  codings: ContentCoding[];
}

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Vite names everything under assets/ by its content hash: such a file never changes, so clients keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  // The page names the current hashed files: a client revalidates it (a 304 when the build has not changed).
  return path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
}

const form = (body: Buffer): FileForm => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` });

/**
 * Reads a built app into memory, keyed by URL path (`/index.html`, `/assets/index-<hash>.js`): each file with the
 * `.br` and `.gz` forms its build wrote beside it. An app is a few megabytes and changes only with a new build,
 * which a restart picks up; a missing folder is an app that is not built (an empty map).
 */
export function loadBuiltFiles(dist: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  if (!existsSync(dist)) return files;
  const paths = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(paths);
  for (const path of paths) {
    // A .br or .gz beside its original is a form of that file, not a file of its own.
    if (CONTENT_CODINGS.some((coding) => path.endsWith(SUFFIX[coding]) && present.has(path.slice(0, -SUFFIX[coding].length)))) continue;
    const url = `/${relative(dist, path).split(sep).join('/')}`;
    const compressed: Partial<Record<ContentCoding, FileForm>> = {};
    for (const coding of CONTENT_CODINGS) {
      if (present.has(path + SUFFIX[coding])) compressed[coding] = form(readFileSync(path + SUFFIX[coding]));
    }
    files.set(url, {
      contentType: contentType(extname(path)) || 'application/octet-stream',
      cacheControl: cacheControl(url),
      identity: form(readFileSync(path)),
      compressed,
      codings: CONTENT_CODINGS.filter((coding) => compressed[coding]),
    });
  }
  return files;
}
