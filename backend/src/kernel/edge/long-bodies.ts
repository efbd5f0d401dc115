import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The request on each socket whose body may take longer than the server's `requestTimeout`. */
const longBodies = new WeakMap<Socket, IncomingMessage>();

/**
 * Lets this request's body arrive over more than the server's `requestTimeout` (300 s: a 500 MB video over a
 * 10 Mbit/s line takes 400 s) for as long as bytes keep coming; after `idleMs` without one the connection is
 * dropped. Node has no per-request `requestTimeout`, so {@link keepLongBodies} lets the server's check pass this one.
 * Call it once the caller is known (after the guards): an anonymous client never gets the longer time.
 */
export function allowLongBody(request: IncomingMessage, idleMs: number): void {
  longBodies.set(request.socket, request);
  request.setTimeout(idleMs);
}

/** Node's own answers to a client error, by its code, when no `clientError` listener is set (`socketOnError`). */
const STATUS_OF_ERROR: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * The server's `clientError` listener: a request timeout on a body {@link allowLongBody} let run is ignored; every
 * other client error is answered as Node answers it without a listener (a status line if nothing was sent yet, then close).
 */
export function keepLongBodies(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const request = longBodies.get(socket);
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && request && !request.complete) return;
    const answer = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !answer?.headersSent) {
      const status = STATUS_OF_ERROR[error.code ?? ''] ?? 400;
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy(error);
  });
}
