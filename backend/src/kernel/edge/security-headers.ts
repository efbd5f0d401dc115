import type { ServerResponse } from 'node:http';
import helmet from 'helmet';

export type HeaderList = readonly (readonly [string, string])[];

const DOCS = '/api/docs';

/** The headers a helmet middleware sets, read once: they depend on nothing but its options. */
function headersOf(middleware: ReturnType<typeof helmet>): HeaderList {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as never, response as never, () => undefined);
  return [...headers];
}

// Swagger UI runs an inline script and shows data: images.
const DOCS_DIRECTIVES = { 'script-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] };
// Over plain HTTP (a phone opening the machine's address on the local network) HSTS and an upgrade of every
// asset to https would leave a white page: those two are sent only to a client that came over HTTPS.
const PLAIN = { strictTransportSecurity: false, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } } as const;

const SETS = {
  secure: { app: headersOf(helmet()), docs: headersOf(helmet({ contentSecurityPolicy: { directives: DOCS_DIRECTIVES } })) },
  plain: {
    app: headersOf(helmet(PLAIN)),
    docs: headersOf(helmet({ ...PLAIN, contentSecurityPolicy: { directives: { ...PLAIN.contentSecurityPolicy.directives, ...DOCS_DIRECTIVES } } })),
  },
};

/** Every header name a set above may hold: they are set per request, never kept with an answer. */
export const SECURITY_HEADER_NAMES: ReadonlySet<string> = new Set(Object.values(SETS).flatMap((set) => [...set.app, ...set.docs].map(([name]) => name)));

/** helmet's headers for this request: the docs' relaxed CSP on `/api/docs`, HSTS and `upgrade-insecure-requests` over HTTPS only. */
export function securityHeadersFor(overHttps: boolean, path: string): HeaderList {
  const set = overHttps ? SETS.secure : SETS.plain;
  return path === DOCS || path.startsWith(`${DOCS}/`) ? set.docs : set.app;
}

export function setHeaders(response: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}
