import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyTrust } from './client-address.js';
import { httpEdge, type EdgeParts } from './http-edge.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(parts: Partial<EdgeParts>): Promise<string> {
  const app: RequestListener = (_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"from":"app"}');
  const listener = httpEdge({
    app,
    serveBuilt: () => false,
    rateLimit: async () => true,
    trust: proxyTrust('loopback'),
    logRequest: () => undefined,
    cache: null,
    parseJsonBody: async () => undefined,
    ...parts,
  });
  server = createServer(listener).listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the HTTP edge', () => {
  it('answers a failure of its own with the catalogue 500 body in the caller language, never a stack', async () => {
    const base = await serve({ rateLimit: async () => Promise.reject(new Error('limiter store broke at line 12')) });
    const answer = await fetch(`${base}/api/coursesapi/job-functions`, { headers: { 'Accept-Language': 'th' } });
    expect(answer.status).toBe(500);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(body)).not.toContain('line 12');
  });

  it('hands a request it does not answer itself to the app, with the security headers set', async () => {
    const base = await serve({});
    const answer = await fetch(`${base}/api/anything`);
    expect(await answer.json()).toEqual({ from: 'app' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
