import type { HttpClient } from './http-client';

/**
 * Read-your-writes for the organisation's screens: once a command answered with a position, later reads pass it
 * as `?after=`, so the server answers only when its read models include that change (a list refreshed after an
 * assignment shows it).
 */
export function readingOwnWrites(http: HttpClient): HttpClient {
  let latest: string | null = null;
  return async (url, options) => {
    const reading = !options?.method || options.method === 'GET';
    const answer = await http(reading && latest ? `${url}${url.includes('?') ? '&' : '?'}after=${encodeURIComponent(latest)}` : url, options);
    const position = (answer.json as { position?: unknown } | null)?.position;
    if (!reading && typeof position === 'string') latest = position;
    return answer;
  };
}
