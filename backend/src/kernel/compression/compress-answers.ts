import type { IncomingMessage, ServerResponse } from 'node:http';
import vary from 'vary';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { CONTENT_CODINGS, preferredEncoding, type ContentCoding } from './accept-encoding.js';

/** Below this an answer fits in a packet or two, and compressing it costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;
/** Up to this a body is compressed in one synchronous call; a larger one on the thread pool, so it never holds up the others. */
const SYNC_UP_TO_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)\b|[^;]+\+(json|xml)\b)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

// Quality 4 compresses about as fast as gzip and smaller; a 256 KB window is plenty for an API answer.
const brotli = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

function compressSync(coding: ContentCoding, body: Buffer): Buffer {
  return coding === 'br' ? brotliCompressSync(body, brotli(body.length)) : gzipSync(body);
}

function compressAsync(coding: ContentCoding, body: Buffer, done: (error: Error | null, result: Buffer) => void): void {
  if (coding === 'br') brotliCompress(body, brotli(body.length), done);
  else gzip(body, done);
}

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

/** Told of an answer sent whole, with the bytes that go out (compressed or not), just before they go. */
export type SentWhole = (body: Buffer) => void;

/**
 * API answers of 1 KB and more, compressed as the client takes them (brotli, else gzip) with `Vary: Accept-Encoding`.
 * Express sends an answer whole (`res.send` ends with its body): that body is compressed in one call, which costs a
 * fraction of a zlib stream for answers of a few kilobytes. An answer written in pieces (a file, a stream) has sent
 * its headers before it ends and passes as it is; so do HEAD, 304, `no-transform` and already encoded answers.
 * `sentWhole` sees every answer sent whole, as it goes out (the edge keeps some of them).
 */
export function compressAnswers(request: IncomingMessage, response: ServerResponse, sentWhole?: SentWhole): void {
  const end = response.end.bind(response) as End;
  const send = (body: Buffer, done: unknown) => {
    sentWhole?.(body);
    return end(body, done);
  };
  (response as { end: End }).end = (chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (response.headersSent || request.method === 'HEAD' || !(typeof chunk === 'string' || chunk instanceof Uint8Array)) return end(chunk, encoding, callback);
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const done = typeof encoding === 'function' ? encoding : callback;
    const type = String(response.getHeader('Content-Type') ?? '');
    if (
      body.length < COMPRESS_FROM_BYTES ||
      !COMPRESSIBLE.test(type) ||
      response.getHeader('Content-Encoding') ||
      NO_TRANSFORM.test(String(response.getHeader('Cache-Control') ?? ''))
    ) {
      return send(body, done);
    }
    vary(response, 'Accept-Encoding');
    const coding = preferredEncoding(acceptEncoding(request), CONTENT_CODINGS);
    if (!coding) return send(body, done);
    response.setHeader('Content-Encoding', coding);
    if (body.length <= SYNC_UP_TO_BYTES) {
      const compressed = compressSync(coding, body);
      response.setHeader('Content-Length', compressed.length);
      return send(compressed, done);
    }
    compressAsync(coding, body, (error, compressed) => {
      if (error) response.removeHeader('Content-Encoding');
      const sent = error ? body : compressed;
      response.setHeader('Content-Length', sent.length);
      send(sent, done);
    });
    return response;
  };
}

export const acceptEncoding = (request: IncomingMessage): string | undefined => {
  const header = request.headers['accept-encoding'];
  return Array.isArray(header) ? header.join(',') : header;
};
