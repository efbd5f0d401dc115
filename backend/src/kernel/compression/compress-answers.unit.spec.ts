import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAnswers } from './compress-answers.js';

const big = { items: Array.from({ length: 3000 }, (_, i) => ({ id: `course-${i}`, title: `Course ${i}`, price: 990 + i })) };

function app() {
  const server = express();
  server.use((request, response, next) => {
    compressAnswers(request, response);
    next();
  });
  server.get('/big', (_request, response) => response.json(big));
  server.get('/small', (_request, response) => response.json({ ok: true }));
  server.get('/streamed', (_request, response) => {
    response.type('text/plain');
    response.write('x'.repeat(4096));
    response.end('y'.repeat(4096));
  });
  server.get('/no-transform', (_request, response) => response.set('Cache-Control', 'no-transform').json(big));
  return server;
}

let server: Server;
beforeAll(async () => {
  server = app().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The body exactly as sent, not decoded. */
const raw = (path: string, encoding: string, method = 'GET') =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const sent = request(
      { port: (server.address() as AddressInfo).port, host: '127.0.0.1', path, method, headers: { 'Accept-Encoding': encoding } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });

describe('compressAnswers', () => {
  it('compresses a large answer (past the synchronous size, on the thread pool) in the coding the client prefers', async () => {
    const json = JSON.stringify(big);
    expect(json.length).toBeGreaterThan(64 * 1024);
    const br = await raw('/big', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    const gzip = await raw('/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);
  });

  it('leaves alone a small answer, a HEAD, an answer written in pieces and one marked no-transform', async () => {
    expect((await raw('/small', 'gzip')).headers['content-encoding']).toBeUndefined();
    const head = await raw('/big', 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(JSON.stringify(big).length);
    const streamed = await raw('/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.body.toString()).toBe('x'.repeat(4096) + 'y'.repeat(4096));
    expect((await raw('/no-transform', 'gzip')).headers['content-encoding']).toBeUndefined();
  });
});
