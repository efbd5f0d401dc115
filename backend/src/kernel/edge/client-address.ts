import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Who the client is, believing `X-Forwarded-*` only from the proxies `TRUST_PROXY` names (as Express's `trust proxy`). */
export interface ProxyTrust {
  /** The client's address: the socket's, or what a trusted proxy forwarded. */
  clientAddress(request: IncomingMessage): string;
  /** Whether the client reached us over HTTPS: this socket is TLS, or a trusted proxy says it terminated TLS. */
  cameOverHttps(request: IncomingMessage): boolean;
}

/** `TRUST_PROXY` as a list proxy-addr and Express read: `loopback, 10.0.0.0/8` → `['loopback', '10.0.0.0/8']`. */
export function trustedProxies(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function proxyTrust(setting: string): ProxyTrust {
  const trusted = proxyaddr.compile(trustedProxies(setting));
  return {
    clientAddress: (request) => proxyaddr(request, trusted),
    cameOverHttps(request) {
      if ((request.socket as { encrypted?: boolean }).encrypted) return true;
      const forwarded = request.headers['x-forwarded-proto'];
      if (typeof forwarded !== 'string' || !trusted(request.socket.remoteAddress ?? '', 0)) return false;
      return forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
    },
  };
}
