import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { allowLongBody, keepLongBodies } from './long-bodies.js';

/** How a request ended, as the client saw it: the status, or the connection dropped. */
type Outcome = number | 'dropped';

const IDLE_MS = 1000;

describe('bodies allowed to take long', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    // A 1 s request timeout, checked every 100 ms, stands for Node's 300 s.
    server = createServer({ requestTimeout: 1000, headersTimeout: 1000, connectionsCheckingInterval: 100 }, (request, response) => {
      if (request.url === '/upload') allowLongBody(request, IDLE_MS);
      request.resume();
      request.on('end', () => response.end('kept'));
    });
    keepLongBodies(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `chunks` pieces of a body, one every `gapMs`, and says how the request ended. */
  const send = (path: string, chunks: number, gapMs: number): Promise<Outcome> =>
    new Promise((resolve) => {
      const piece = Buffer.alloc(10, 'x');
      const sending = httpRequest({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-length': chunks * piece.length } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      sending.on('error', () => resolve('dropped'));
      sending.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        if (sending.destroyed) return clearInterval(timer);
        sending.write(piece);
        if (++sent === chunks) {
          clearInterval(timer);
          sending.end();
        }
      }, gapMs);
    });

  it('keeps receiving an allowed body past the request timeout while bytes keep coming', async () => {
    expect(await send('/upload', 10, 250)).toBe(200);
  });

  it('still cuts any other slow body at the request timeout, with 408', async () => {
    expect(await send('/other', 10, 250)).toBe(408);
  });

  it('drops an allowed body that stops sending for longer than its idle time', async () => {
    expect(await send('/upload', 2, 3 * IDLE_MS)).toBe('dropped');
  });

  it('answers a malformed request as Node does, 400 and closed', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
});
