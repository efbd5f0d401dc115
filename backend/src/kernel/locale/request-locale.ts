import { localeFromAcceptLanguage, type Locale } from '@khru/contracts';
import type { Request } from 'express';

/** The language of the caller: `Accept-Language`, English by default. */
export function requestLocale(request: Pick<Request, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}
