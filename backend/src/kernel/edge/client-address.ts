import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

// The same trust as Express's `trust proxy` setting: a proxy on this machine (nginx, the k6 profile) may name the client.
const trusted = proxyaddr.compile('loopback');

/** The client's address: the socket's, or what a trusted proxy on this machine forwarded. */
export function clientAddress(request: IncomingMessage): string {
  return proxyaddr(request, trusted);
}

/** Whether the client reached us over HTTPS: this socket is TLS, or a trusted proxy says it terminated TLS. */
export function cameOverHttps(request: IncomingMessage): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !trusted(request.socket.remoteAddress ?? '', 0)) return false;
  return forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
}
