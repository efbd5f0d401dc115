import { formatDateTime } from '../../i18n/date-format';
import type { BannerRecord } from './banners.data-provider';

/** When a banner shows: from, until, both or always. */
export function bannerWindow(banner: Pick<BannerRecord, 'startsAt' | 'endsAt'>, locale: string): string {
  const from = banner.startsAt ? formatDateTime(banner.startsAt, locale) : '';
  const until = banner.endsAt ? formatDateTime(banner.endsAt, locale) : '';
  return from || until ? `${from} – ${until}` : '';
}
